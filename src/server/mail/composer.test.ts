import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComposeJob } from './compose';
import { createComposer } from './composer';
import type { Composer } from './composer';

const fixture = new URL('../../../tests/support/compose-worker-fixture.mjs', import.meta.url);

function job(subject: string): ComposeJob {
  return {
    kind: 'contact',
    props: {
      msg: {
        first_name: 'A',
        last_name: 'B',
        email: 'a@example.com',
        phone: '',
        subject,
        message: 'm',
      },
      receivedAt: '29 Nov 2026',
    },
  };
}

describe('the mail-writing thread', () => {
  let composer: Composer | undefined;
  let started = 0;
  const make = (timeoutMs?: number) => {
    composer = createComposer(() => {
      started += 1;
      return new Worker(fixture);
    }, timeoutMs);
    return composer;
  };
  afterEach(async () => {
    await composer?.stop();
    started = 0;
  });

  it('writes mails on one thread, started on the first, and moves the PDF back', async () => {
    const c = make();
    expect(started).toBe(0);
    const [one, two] = await Promise.all([c.compose(job('one')), c.compose(job('two'))]);
    expect(one.html).toBe('<p>one</p>');
    expect(two.html).toBe('<p>two</p>');
    expect(one.text.replace('one', '')).toBe(two.text.replace('two', ''));
    expect([...one.pdf!]).toEqual([37, 80, 68, 70]);
    expect(started).toBe(1);
  });

  it('never keeps the process alive: an operator command that wrote a mail still ends', async () => {
    // What keeps this thread's event loop alive, as Node counts it: a thread left holding it
    // would add its message port.
    const holding = () => process.getActiveResourcesInfo().filter((r) => r === 'MessagePort');
    const before = holding().length;
    const c = make();
    await c.compose(job('one'));
    expect(holding()).toHaveLength(before);
  });

  it('fails the one mail the thread cannot write, and goes on', async () => {
    const c = make();
    await expect(c.compose(job('refuse'))).rejects.toThrow('cannot write this one');
    await expect(c.compose(job('after'))).resolves.toMatchObject({ html: '<p>after</p>' });
    expect(started).toBe(1);
  });

  it('fails the mails in hand when the thread dies, and starts a new one for the next', async () => {
    const c = make();
    const held = c.compose(job('hang'));
    await expect(c.compose(job('crash'))).rejects.toThrow(
      'the mail-writing thread stopped (exit 3)',
    );
    await expect(held).rejects.toThrow('stopped');
    await expect(c.compose(job('next'))).resolves.toMatchObject({ html: '<p>next</p>' });
    expect(started).toBe(2);
  });

  it('replaces a thread that does not answer in time', async () => {
    const c = make(300);
    await expect(c.compose(job('hang'))).rejects.toThrow('the mail-writing thread stopped');
    await expect(c.compose(job('next'))).resolves.toMatchObject({ html: '<p>next</p>' });
    expect(started).toBe(2);
  });
});
