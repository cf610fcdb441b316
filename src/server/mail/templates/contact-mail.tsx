import { contactFields } from '@/domain/contact';
import type { ContactMessage } from '@/domain/contact';
import { FieldTable, MailLayout } from './mail-layout';

export function contactMailSubject(msg: ContactMessage): string {
  const who = [msg.first_name, msg.last_name].filter(Boolean).join(' ') || msg.email;
  return `Website enquiry from ${who}${msg.subject ? `: ${msg.subject}` : ''}`;
}

/** The company's copy of a contact message; replying goes straight to the sender. */
export type ContactMailProps = { msg: ContactMessage; receivedAt: string };

export function ContactMail({ msg, receivedAt }: ContactMailProps) {
  return (
    <MailLayout
      title="New enquiry from the website"
      preview={msg.subject || msg.message.slice(0, 80)}
    >
      <p style={{ margin: '0 0 16px' }}>
        A visitor sent this message through the contact form. Reply to this e-mail to answer them
        directly.
      </p>
      <FieldTable
        rows={[
          ...contactFields.flatMap((f) =>
            f.input === 'textarea' ? [] : [[f.label, msg[f.name]] as [string, string]],
          ),
          ['Received', receivedAt],
        ]}
      />
      {/* The message is text to read, under its own heading rather than in the table. */}
      <h2 style={{ fontSize: 16, margin: '16px 0 8px' }}>Message</h2>
      <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{msg.message || '—'}</p>
    </MailLayout>
  );
}
