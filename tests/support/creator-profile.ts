/** A listed profile as the app writes it, with what the app keeps besides the contract. */
export const appCreatorProfile = (overrides: Record<string, unknown> = {}) => ({
  displayName: "Ana López",
  email: "ana@example.com",
  phone: "+1 415 555 0134",
  street: "12 Harbour Road",
  handles: { tiktok: "@ana.cooks", instagram: "ana.cooks" },
  niches: ["food-and-drink"],
  followers: { tiktok: 23_456, instagram: 8_765 },
  city: "Guadalajara",
  country: "MX",
  languages: ["es", "en"],
  bio: { en: "Home cooking, fast.", es: "Cocina casera, rápida." },
  gigsCompleted: 14,
  onTimeRate: 0.93,
  memberSince: "2025-03-02",
  directory: { listed: true, indexable: true, showCity: false },
  ...overrides,
});
