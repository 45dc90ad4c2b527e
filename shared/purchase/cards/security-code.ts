import type { CardBrand } from "./brand";

/** CVV: 4 digits for American Express, 3 for every other card (requirements: purchases §5, §9). */
export function securityCodeLength(brand: CardBrand | null): 3 | 4 {
  return brand === "American Express" ? 4 : 3;
}

export function isSecurityCodeValid(code: string, brand: CardBrand | null): boolean {
  return new RegExp(`^[0-9]{${securityCodeLength(brand)}}$`).test(code);
}
