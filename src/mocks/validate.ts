// Field checks shared by the handlers. Each throws a 400 VALIDATION with a message a person can act on.
import { thousands } from './format';
import { invalid } from './http';

export type Fields = Record<string, unknown>;

export const asFields = (body: unknown): Fields => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalid('Dữ liệu gửi lên phải là một đối tượng JSON.');
  }
  return body as Fields;
};

interface TextRule {
  /** How the field is called in messages, e.g. "Tên bài hát". */
  label: string;
  max?: number;
  /** Absent or empty is allowed (returns ''). */
  optional?: boolean;
}

/** A string field, trimmed. */
export const text = (value: unknown, rule: TextRule): string => {
  if (value === undefined || value === null) {
    if (rule.optional) return '';
    throw invalid(`${rule.label} là bắt buộc.`);
  }
  if (typeof value !== 'string') throw invalid(`${rule.label} phải là chuỗi ký tự.`);
  const trimmed = value.trim();
  if (!trimmed && !rule.optional) throw invalid(`${rule.label} không được để trống.`);
  if (rule.max !== undefined && [...trimmed].length > rule.max) {
    throw invalid(`${rule.label} không được dài quá ${rule.max} ký tự.`);
  }
  return trimmed;
};

/** A whole number above zero, sent as a JSON number. */
export const positiveInt = (value: unknown, label: string, max?: number): number => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    throw invalid(`${label} phải là số nguyên dương.`);
  }
  if (max !== undefined && value > max) {
    throw invalid(`${label} không được vượt quá ${thousands(max)}.`);
  }
  return value;
};

export const oneOf = <T extends string>(value: unknown, allowed: readonly T[], message: string): T => {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) throw invalid(message);
  return value as T;
};

/** `page` of a paged call: absent means 1, otherwise a positive integer. */
export const pageParam = (query: URLSearchParams): number => {
  const raw = query.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw invalid('Tham số page phải là số nguyên dương.');
  return Number(raw);
};

/** A query parameter that must carry one exact value (`is_platform=3`, `is_uid=1`). */
export const requireQuery = (query: URLSearchParams, name: string, expected: string): void => {
  const value = query.get(name);
  if (value === null) throw invalid(`Thiếu tham số ${name}=${expected}.`);
  if (value !== expected) throw invalid(`Tham số ${name} phải bằng ${expected}.`);
};

/** A numeric id in a path or query (`Event.id`, `recording_id`). */
export const idParam = (raw: string | null | undefined, label: string): number => {
  if (raw === null || raw === undefined || raw === '') throw invalid(`Thiếu ${label}.`);
  if (!/^[1-9]\d{0,11}$/.test(raw)) throw invalid(`${label} phải là số nguyên dương.`);
  return Number(raw);
};

const PER_PAGE = 15;

export const paginate = <T>(items: readonly T[], page: number) => ({
  items: items.slice((page - 1) * PER_PAGE, page * PER_PAGE),
  page,
  per_page: PER_PAGE,
  total: items.length,
});
