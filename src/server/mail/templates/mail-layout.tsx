/* eslint-disable @next/next/no-head-element -- a mail document, not a Next.js page */
import type { ReactNode } from 'react';
import { formatAddress, mainOffice, site } from '@/content/site';

const brand = '#0f4c3a';

/** The frame every mail shares: the company's name on top, its contact details below. */
export function MailLayout({
  title,
  preview,
  children,
}: {
  title: string;
  preview?: string;
  children: ReactNode;
}) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: 0,
          background: '#f4f6f5',
          fontFamily: 'Arial, Helvetica, sans-serif',
          color: '#1b2421',
        }}
      >
        {preview ? (
          <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{preview}</div>
        ) : null}
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ background: '#f4f6f5' }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="600"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600, width: '100%', background: '#ffffff', borderRadius: 8 }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          background: brand,
                          color: '#ffffff',
                          padding: '18px 24px',
                          borderRadius: '8px 8px 0 0',
                          fontSize: 20,
                          fontWeight: 700,
                        }}
                      >
                        {site.name}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: 24, fontSize: 15, lineHeight: 1.5 }}>
                        <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{title}</h1>
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: '16px 24px',
                          fontSize: 12,
                          color: '#5b6b66',
                          borderTop: '1px solid #e3e8e6',
                        }}
                      >
                        {site.legalName} · ABN {site.abn} · {formatAddress(mainOffice)}
                        <br />
                        {site.phones.sales.display} · {site.emails.sales}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** A full-width table for mail clients, which lay out tables better than anything else. */
export function MailTable({ fontSize, children }: { fontSize?: number; children: ReactNode }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '0 0 16px', ...(fontSize ? { fontSize } : {}) }}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

/** Label and value rows; empty values show as a dash so a reader sees the field was left blank. */
export function FieldTable({
  rows,
}: {
  rows: [label: string, value: string | number | null | undefined][];
}) {
  return (
    <MailTable>
      {rows.map(([label, value]) => (
        <tr key={label}>
          <th
            align="left"
            style={{
              padding: '6px 8px',
              borderBottom: '1px solid #e3e8e6',
              width: '38%',
              fontWeight: 600,
              verticalAlign: 'top',
            }}
          >
            {label}
          </th>
          <td
            style={{
              padding: '6px 8px',
              borderBottom: '1px solid #e3e8e6',
              whiteSpace: 'pre-wrap',
            }}
          >
            {value === null || value === undefined || value === '' ? '—' : String(value)}
          </td>
        </tr>
      ))}
    </MailTable>
  );
}
