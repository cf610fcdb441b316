import type { ReactNode } from 'react';
import type {
  CreditApplicationField,
  CreditSignatureField,
  creditApplicationSections,
} from '@/domain/credit-application';
import { isSignatureField, pageOrder } from '@/domain/form-fields';

type CreditSection = (typeof creditApplicationSections)[number];
type CreditInputField = Exclude<CreditApplicationField, CreditSignatureField>;

/** A run of a section's fields laid out together on the page. */
type Block =
  | { kind: 'grid'; fields: CreditInputField[] }
  | { kind: 'group'; title: string; fields: CreditInputField[] }
  | { kind: 'pad'; field: CreditSignatureField }
  | { kind: 'date'; field: CreditInputField };

/**
 * Fields side by side in a grid, a group under its own legend, a signature pad across the page, and
 * a date signed below its pad.
 */
function blocksOf(fields: readonly CreditApplicationField[]): Block[] {
  const blocks: Block[] = [];
  for (const field of pageOrder(fields)) {
    const last = blocks.at(-1);
    if (isSignatureField(field)) blocks.push({ kind: 'pad', field });
    else if (field.input === 'date') blocks.push({ kind: 'date', field });
    else if (field.group) {
      if (last?.kind === 'group' && last.title === field.group) last.fields.push(field);
      else blocks.push({ kind: 'group', title: field.group, fields: [field] });
    } else if (last?.kind === 'grid') last.fields.push(field);
    else blocks.push({ kind: 'grid', fields: [field] });
  }
  return blocks;
}

/** One section of the credit application, its fields laid out as declared in src/domain. */
export function CreditFormSection({
  section,
  renderField,
  renderPad,
}: {
  section: CreditSection;
  renderField: (field: CreditInputField) => ReactNode;
  renderPad: (field: CreditSignatureField) => ReactNode;
}) {
  const headingId = `credit-${section.id}`;
  const text: readonly string[] = 'text' in section ? section.text : [];
  // A section without fields is text to read: the credit terms.
  if (section.fields.length === 0) {
    return (
      <section aria-labelledby={headingId} className="space-y-3 border-t border-gray-200 pt-8">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          {section.title}
        </h2>
        <ul className="list-disc space-y-1 pl-6 leading-7">
          {text.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <div className="border-t border-gray-200 pt-8">
      <fieldset className="min-w-0 space-y-5">
        <legend
          id={headingId}
          tabIndex={-1}
          className="mb-4 scroll-mt-28 text-2xl font-bold text-brand-900 focus:outline-none"
        >
          {section.title}
        </legend>
        {text.length > 0 ? (
          <div className="space-y-3 text-base leading-7">
            {text.map((t) => (
              <p key={t}>{t}</p>
            ))}
          </div>
        ) : null}
        {'hint' in section ? <p className="text-sm text-muted">{section.hint}</p> : null}
        {blocksOf(section.fields).map((block) => {
          switch (block.kind) {
            case 'grid':
              return (
                <div key={block.fields[0]!.name} className="grid gap-5 sm:grid-cols-2">
                  {block.fields.map(renderField)}
                </div>
              );
            case 'group':
              return (
                <fieldset key={block.title} className="space-y-3">
                  <legend className="mb-2 text-lg font-semibold text-brand-800">
                    {block.title}
                  </legend>
                  <div className="grid gap-5 sm:grid-cols-3">{block.fields.map(renderField)}</div>
                </fieldset>
              );
            case 'pad':
              return renderPad(block.field);
            case 'date':
              return (
                <div key={block.field.name} className="max-w-xs">
                  {renderField(block.field)}
                </div>
              );
          }
        })}
      </fieldset>
    </div>
  );
}
