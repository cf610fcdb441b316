import { describe, expect, it } from 'vitest';
import { headerAddresses } from './eml-files';

describe('headerAddresses', () => {
  it('finds each address of the address headers, exactly and in lower case', async () => {
    const message = [
      'From: Banksia Freight Lines <no-reply@banksiafreight.com.au>',
      'To: "Citizen, Jo" <Jo@Example.com>, marjo@example.com',
      'Cc: jo@example.com.au (a copy)',
      'Reply-To:',
      ' <office@test.example>',
      'Subject: jo@example.org is not an address header',
      '',
      'To: body@example.com',
    ].join('\r\n');
    expect(await headerAddresses(message)).toEqual([
      'no-reply@banksiafreight.com.au',
      'jo@example.com',
      'marjo@example.com',
      'jo@example.com.au',
      'office@test.example',
    ]);
  });

  it('reads a group and stops at the end of the headers', async () => {
    expect(
      await headerAddresses('To: Team: a@example.com, b@example.com;\n\nCc: c@example.com'),
    ).toEqual(['a@example.com', 'b@example.com']);
  });
});
