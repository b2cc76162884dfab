/**
 * @jest-environment node
 */
import { checkText, cleanText, textLength } from '../../src/lib/text';

describe('text typed into a form', () => {
  it('is sent composed and trimmed, and counted in characters as people count them', () => {
    expect(cleanText('  Tre\u0302\u0300n Minh Khôi \n')).toBe('Trền Minh Khôi');
    expect(textLength(' 🎤🎤 ')).toBe(2);
  });

  it('may be left empty when not required, and is refused over its maximum with the count', () => {
    const rule = { noun: 'mô tả', max: 1000, required: false };
    expect(checkText('   ', rule)).toBeNull();
    expect(checkText('x'.repeat(1000), rule)).toBeNull();
    expect(checkText('x'.repeat(1001), rule)).toBe('Mô tả tối đa 1.000 ký tự (đang có 1.001).');
    expect(checkText('', { ...rule, required: true })).toBe('Hãy nhập mô tả.');
  });
});
