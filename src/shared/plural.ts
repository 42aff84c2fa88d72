/**
 * "1 credit", "3 credits": a count with its noun in the singular for one (docs/spec.md §2, §8 write them
 * plural; a count of one reads in the singular). `plural` defaults to the noun with an s.
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
