import { MarkdownBlocks } from '@/components/content/markdown';
import { ProseSection } from '@/components/content/prose-section';
import { RuleList } from '@/components/content/rule-list';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { refundPolicy } from '@/content/refund-policy';
import { definePage, pageMetadata } from '@/lib/page';

const page = definePage('/resources/refund-policy', refundPolicy);

export const metadata = pageMetadata(page);

export default function RefundPolicyPage() {
  return (
    <>
      <BreadcrumbBanner page={page} />
      <ProseSection source={refundPolicy.intro}>
        <RuleList {...refundPolicy.rules} />
        <MarkdownBlocks source={refundPolicy.questions} />
      </ProseSection>
    </>
  );
}
