/** 'Business {id}' is the spec's display fallback for a missing business name. */
export function businessNameOf(p: { id: string; businessName?: string | null }): string {
  return p.businessName?.trim() || `Business ${p.id}`;
}
