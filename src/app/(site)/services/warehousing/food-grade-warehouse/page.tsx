import { MarkdownBlocks } from '@/components/content/markdown';
import { ProseSection } from '@/components/content/prose-section';
import { QuoteButton } from '@/components/content/quote-button';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { foodGradeWarehouse } from '@/content/food-grade-warehouse';
import { definePage, pageMetadata } from '@/lib/page';

const page = definePage('/services/warehousing/food-grade-warehouse', foodGradeWarehouse);

export const metadata = pageMetadata(page);

export default function FoodGradeWarehousePage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection>
        <MarkdownBlocks source={foodGradeWarehouse.intro} />
        <QuoteButton />
        <MarkdownBlocks source={foodGradeWarehouse.storage} />
        <QuoteButton />
      </ProseSection>
    </>
  );
}
