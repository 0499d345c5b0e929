/** A question and its answer (the q/a fields of every FAQ of the site). */
export interface Faq {
  q: string;
  a: string;
}
