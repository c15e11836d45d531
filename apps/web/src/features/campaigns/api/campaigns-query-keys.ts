/** Query keys of the campaigns feature. */
export const campaignsQueryKeys = {
  all: ['campaigns'] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
};
