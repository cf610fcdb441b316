import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './control-characters';

describe('findControlCharacter', () => {
  it('accepts text with line breaks and tabs, and non-text values', () => {
    expect(
      findControlCharacter({ message: 'Line one\r\nLine two\tend', n: 3, ok: true, none: null }),
    ).toBeUndefined();
  });

  it('names the field of a NUL, another C0, DEL or a C1 control character', () => {
    expect(findControlCharacter({ name: 'Jane\u0000' })).toBe('name');
    expect(
      findControlCharacter({ a: 'x', packagings: [{ type: 'ok' }, { type: '\u001b[31m' }] }),
    ).toBe('packagings.1.type');
    expect(findControlCharacter({ note: 'bell\u007f' })).toBe('note');
    expect(findControlCharacter({ note: 'c1\u0085' })).toBe('note');
    expect(findControlCharacter('\u0000')).toBe('(body)');
  });

  it('checks keys as well as values', () => {
    expect(findControlCharacter({ outer: { 'bad\u0000key': 1 } })).toBe('outer.bad\u0000key');
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    const depth = 50_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    expect(findControlCharacter(deep)).toBe(Array(depth).fill('0').join('.'));
  });
});
