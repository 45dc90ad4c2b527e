import type { Site, TileKind } from "@shared/site-content/schemas/site";

type TileSite = Pick<Site, "tiles" | "show_map_tile" | "recharge" | "social_media">;

/**
 * The home tiles to show, in the configured order (requirements: public-browsing §2 Home page): the map
 * only with show_map_tile, Recharge only with recharge, social tiles only with a handle.
 */
export function visibleTiles(site: TileSite): TileKind[] {
  return site.tiles.filter((tile) => {
    switch (tile) {
      case "map":
        return site.show_map_tile;
      case "recharge":
        return site.recharge;
      case "facebook":
      case "youtube":
      case "vimeo":
        return Boolean(site.social_media[tile]);
      default:
        return true;
    }
  });
}
