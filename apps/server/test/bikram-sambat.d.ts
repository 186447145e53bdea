/** The second AD → BS converter the invoice test checks ours against (it ships no types). */
declare module "bikram-sambat" {
  export function toBik_euro(gregorian: string): string;
}
