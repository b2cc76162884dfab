// What a form does with typed text before checking or sending it, the same for every form.
import { formatCount } from './format';

/**
 * What is sent for a text field: composed (NFC, so "ố" typed as o + two marks counts as one
 * character, as the server counts it) and trimmed.
 */
export const cleanText = (value: string): string => value.normalize('NFC').trim();

/** Characters as a person counts them (code points of the cleaned text, not UTF-16 units). */
export const textLength = (value: string): number => [...cleanText(value)].length;

export interface TextRule {
  /** "tên bài hát": used inside sentences. */
  noun: string;
  max: number;
  required: boolean;
}

/** Empty (when required) or too long, said in Vietnamese; null when the text passes. */
export const checkText = (value: string, { noun, max, required }: TextRule): string | null => {
  const length = textLength(value);
  if (length === 0) return required ? `Hãy nhập ${noun}.` : null;
  if (length > max) {
    const capital = noun.charAt(0).toUpperCase() + noun.slice(1);
    return `${capital} tối đa ${formatCount(max)} ký tự (đang có ${formatCount(length)}).`;
  }
  return null;
};
