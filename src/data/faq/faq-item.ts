/** One question and its answer: shown as a disclosure and published as FAQPage data. */
export type FaqItem = { question: string; answer: string };
