/** 1234567 → "1.234.567", as Vietnamese copy writes numbers (no dependence on the runtime's ICU data). */
export const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
