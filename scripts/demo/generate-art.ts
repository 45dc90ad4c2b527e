import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * `npx tsx scripts/demo/generate-art.ts`: draws the demo campuses' pictures (logos, dishes,
 * venues, events, staff portraits, banners) as small flat SVG illustrations in each campus's
 * colours, writes them to scripts/demo/<campus>/files/, and points the campus file's `files`
 * list at them, so `npm start` seeds a campus that looks lived-in rather than grey boxes.
 * Deterministic: the same input draws the same files, which are committed.
 */
const DEMO_DIR = resolve(import.meta.dirname);

interface Palette {
  brand: string;
  accent: string;
  light: string;
  dark: string;
}

const PALETTES: Record<string, Palette> = {
  "cedar-ridge": { brand: "#1F5C3A", accent: "#E0A43A", light: "#EEF3E8", dark: "#12301F" },
  "harbor-state": { brand: "#0B3D6B", accent: "#E86A3A", light: "#E6F0F7", dark: "#06223D" },
};

const svg = (w: number, h: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${title}</title>${body}</svg>\n`;

/** A small seeded generator, so sprinkles and lights land in the same places every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

// ---- Dishes: a plate or bowl seen from above, the food drawn in a few flat shapes. ----

type Dish =
  | "salad"
  | "pancakes"
  | "pizza"
  | "ramen"
  | "chowder"
  | "latte"
  | "sushi"
  | "squash"
  | "lobster"
  | "breadbowl";

function food(kind: Dish, cx: number, cy: number, r: number): string {
  const rand = seeded(kind.length * 97 + Math.round(r));
  const dots = (n: number, colour: string, size: number, spread: number) =>
    Array.from({ length: n }, () => {
      const a = rand() * Math.PI * 2;
      const d = Math.sqrt(rand()) * spread;
      return `<circle cx="${(cx + Math.cos(a) * d).toFixed(0)}" cy="${(cy + Math.sin(a) * d).toFixed(0)}" r="${(size * (0.7 + rand() * 0.6)).toFixed(0)}" fill="${colour}"/>`;
    }).join("");
  switch (kind) {
    case "salad":
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="#7FB856"/>${dots(9, "#4E8F3A", r * 0.16, r * 0.55)}${dots(6, "#E5533D", r * 0.09, r * 0.55)}${dots(5, "#F2D16B", r * 0.07, r * 0.5)}`;
    case "pancakes":
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.7}" fill="#D99A4E"/><circle cx="${cx}" cy="${cy}" r="${r * 0.56}" fill="#E8B466"/><path d="M${cx - r * 0.3} ${cy - r * 0.1}q${r * 0.3} ${r * 0.35} ${r * 0.6} 0" stroke="#9C5A1C" stroke-width="${r * 0.08}" fill="none" stroke-linecap="round"/><rect x="${cx - r * 0.12}" y="${cy - r * 0.32}" width="${r * 0.24}" height="${r * 0.18}" rx="${r * 0.03}" fill="#FFF3C4"/>${dots(4, "#5B7DD8", r * 0.07, r * 0.45)}`;
    case "pizza":
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="#D9963F"/><circle cx="${cx}" cy="${cy}" r="${r * 0.7}" fill="#F2C14E"/>${dots(8, "#C0392B", r * 0.1, r * 0.55)}${dots(6, "#3F7A3A", r * 0.05, r * 0.55)}<path d="M${cx} ${cy - r * 0.82}V${cy + r * 0.82}M${cx - r * 0.82} ${cy}H${cx + r * 0.82}" stroke="#B87A2E" stroke-width="${r * 0.03}"/>`;
    case "ramen":
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="#E9C58A"/><path d="M${cx - r * 0.5} ${cy}q${r * 0.12}-${r * 0.2} ${r * 0.25} 0t${r * 0.25} 0t${r * 0.25} 0t${r * 0.25} 0" stroke="#F7E3A6" stroke-width="${r * 0.07}" fill="none"/><circle cx="${cx + r * 0.32}" cy="${cy - r * 0.3}" r="${r * 0.18}" fill="#fff"/><circle cx="${cx + r * 0.32}" cy="${cy - r * 0.3}" r="${r * 0.09}" fill="#F2A541"/><rect x="${cx - r * 0.55}" y="${cy - r * 0.5}" width="${r * 0.3}" height="${r * 0.3}" rx="${r * 0.04}" fill="#2F3B2F"/>${dots(8, "#5FA35A", r * 0.05, r * 0.55)}`;
    case "chowder":
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="#F4E6C8"/>${dots(9, "#F1D08A", r * 0.09, r * 0.55)}${dots(6, "#E98A5B", r * 0.06, r * 0.55)}${dots(10, "#4F8A3F", r * 0.025, r * 0.6)}`;
    case "latte":
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="#8A5A3B"/><circle cx="${cx}" cy="${cy}" r="${r * 0.66}" fill="#C89B6D"/><path d="M${cx} ${cy + r * 0.38}c-${r * 0.45}-${r * 0.3}-${r * 0.4}-${r * 0.7} 0-${r * 0.55}c${r * 0.4}-${r * 0.15} ${r * 0.45} ${r * 0.25} 0 ${r * 0.55}z" fill="#F6E7D0"/>`;
    case "sushi":
      return [-1, 0, 1]
        .map(
          (i) =>
            `<circle cx="${cx + i * r * 0.45}" cy="${cy}" r="${r * 0.2}" fill="#1E2B22"/><circle cx="${cx + i * r * 0.45}" cy="${cy}" r="${r * 0.15}" fill="#fff"/><circle cx="${cx + i * r * 0.45}" cy="${cy}" r="${r * 0.07}" fill="${i === 0 ? "#F08A5D" : "#5FA35A"}"/>`,
        )
        .join("");
    case "squash":
      return `<ellipse cx="${cx}" cy="${cy + r * 0.05}" rx="${r * 0.62}" ry="${r * 0.5}" fill="#E8892F"/><path d="M${cx - r * 0.3} ${cy - r * 0.4}q-${r * 0.1} ${r * 0.45} 0 ${r * 0.9}M${cx + r * 0.3} ${cy - r * 0.4}q${r * 0.1} ${r * 0.45} 0 ${r * 0.9}M${cx} ${cy - r * 0.45}v${r * 0.95}" stroke="#C66A1E" stroke-width="${r * 0.05}" fill="none"/><rect x="${cx - r * 0.05}" y="${cy - r * 0.62}" width="${r * 0.1}" height="${r * 0.2}" rx="${r * 0.03}" fill="#5B7A2E"/>`;
    case "lobster":
      return `<rect x="${cx - r * 0.7}" y="${cy - r * 0.28}" width="${r * 1.4}" height="${r * 0.56}" rx="${r * 0.28}" fill="#EBC27A"/><rect x="${cx - r * 0.6}" y="${cy - r * 0.18}" width="${r * 1.2}" height="${r * 0.36}" rx="${r * 0.18}" fill="#F6DDA8"/>${dots(8, "#E4572E", r * 0.11, r * 0.45)}${dots(6, "#6BAA4F", r * 0.04, r * 0.5)}`;
    case "breadbowl":
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="#B8793A"/><circle cx="${cx}" cy="${cy}" r="${r * 0.58}" fill="#F4E6C8"/>${dots(7, "#F1D08A", r * 0.07, r * 0.4)}${dots(6, "#4F8A3F", r * 0.025, r * 0.45)}`;
    default:
      return "";
  }
}

function plate(kind: Dish, cx: number, cy: number, r: number, p: Palette): string {
  const rim =
    kind === "latte"
      ? `<circle cx="${cx}" cy="${cy}" r="${r * 1.12}" fill="#fff" opacity=".9"/><path d="M${cx + r * 0.92} ${cy - r * 0.25}h${r * 0.28}a${r * 0.25} ${r * 0.25} 0 0 1 0 ${r * 0.5}h-${r * 0.28}" stroke="#fff" stroke-width="${r * 0.12}" fill="none"/>`
      : "";
  return `<circle cx="${cx + r * 0.06}" cy="${cy + r * 0.08}" r="${r}" fill="${p.dark}" opacity=".18"/>${rim}<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/><circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="none" stroke="${p.light}" stroke-width="${r * 0.04}"/>${food(kind, cx, cy, r)}`;
}

/** One dish on a table (4:3). */
function dishArt(kind: Dish, title: string, p: Palette): string {
  return svg(
    800,
    600,
    title,
    `<rect width="800" height="600" fill="${p.light}"/><path d="M0 430H800V600H0z" fill="${p.brand}" opacity=".12"/><rect x="80" y="470" width="160" height="14" rx="7" fill="${p.accent}" opacity=".6"/>${plate(kind, 400, 290, 210, p)}<path d="M655 150v280M640 150v70a15 15 0 0 0 30 0v-70" stroke="#9AA3A0" stroke-width="10" stroke-linecap="round" fill="none"/>`,
  );
}

// ---- Wide banners: a table of dishes, a harbour, a night scene, string lights. ----

function heroDishes(title: string, kinds: Dish[], p: Palette): string {
  const plates = kinds
    .map((kind, index) => {
      const x = 190 + index * (1120 / Math.max(1, kinds.length - 1));
      const y = index % 2 === 0 ? 270 : 330;
      return plate(kind, x, y, index % 2 === 0 ? 150 : 125, p);
    })
    .join("");
  return svg(
    1500,
    600,
    title,
    `<rect width="1500" height="600" fill="${p.light}"/><path d="M0 0h1500v600H0z" fill="${p.brand}" opacity=".08"/><circle cx="1380" cy="90" r="160" fill="${p.accent}" opacity=".18"/><circle cx="110" cy="540" r="190" fill="${p.brand}" opacity=".12"/>${plates}`,
  );
}

/** The Club Eats Week banner (requirements: public-browsing §2 Home page), wide and short. */
function clubEatsWeekArt(p: Palette): string {
  const plates = (["lobster", "chowder", "salad"] as Dish[])
    .map((kind, index) => plate(kind, 860 + index * 130, index % 2 === 0 ? 140 : 170, 70, p))
    .join("");
  return svg(
    1200,
    300,
    "Club Eats Week is here!",
    `<rect width="1200" height="300" fill="${p.brand}"/><circle cx="1120" cy="40" r="140" fill="${p.accent}" opacity=".35"/><circle cx="60" cy="290" r="120" fill="${p.light}" opacity=".12"/><text x="60" y="135" font-family="Arial, sans-serif" font-size="72" font-weight="700" fill="#fff">CLUB EATS WEEK</text><text x="62" y="195" font-family="Arial, sans-serif" font-size="36" fill="${p.light}">is here! Eat with your club all week.</text>${plates}`,
  );
}

function stringLights(w: number, rand: () => number, p: Palette): string {
  const bulbs = Array.from({ length: 16 }, (_, index) => {
    const x = (index + 0.5) * (w / 16);
    const y = 60 + Math.sin((index / 15) * Math.PI) * 70;
    const colour = [p.accent, "#FFE28A", "#F6F1E7"][Math.floor(rand() * 3)];
    return `<circle cx="${x.toFixed(0)}" cy="${(y + 14).toFixed(0)}" r="11" fill="${colour}"/><circle cx="${x.toFixed(0)}" cy="${(y + 14).toFixed(0)}" r="26" fill="${colour}" opacity=".18"/>`;
  }).join("");
  return `<path d="M0 60Q${w / 2} 200 ${w} 60" stroke="#3B3B3B" stroke-width="4" fill="none"/>${bulbs}`;
}

function eventArt(title: string, w: number, h: number, dishes: Dish[], p: Palette, seed: number) {
  const rand = seeded(seed);
  const tableY = h * 0.62;
  const plates = dishes
    .map((kind, index) =>
      plate(kind, (w / (dishes.length + 1)) * (index + 1), tableY + h * 0.1, h * 0.13, p),
    )
    .join("");
  return svg(
    w,
    h,
    title,
    `<rect width="${w}" height="${h}" fill="${p.dark}"/><rect y="${tableY - h * 0.25}" width="${w}" height="${h * 0.25}" fill="${p.brand}" opacity=".55"/>${stringLights(w, rand, p)}<rect y="${tableY}" width="${w}" height="${h - tableY}" fill="#F3EBDD"/><rect y="${tableY}" width="${w}" height="${h * 0.03}" fill="${p.accent}"/>${plates}`,
  );
}

function nightArt(title: string, p: Palette): string {
  const rand = seeded(7);
  const stars = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${(rand() * 1500).toFixed(0)}" cy="${(rand() * 330).toFixed(0)}" r="${(1 + rand() * 2.5).toFixed(1)}" fill="#fff" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`,
  ).join("");
  return svg(
    1500,
    600,
    title,
    `<rect width="1500" height="600" fill="#141B33"/>${stars}<circle cx="1230" cy="130" r="70" fill="#F6E7B0"/><circle cx="1258" cy="112" r="62" fill="#141B33"/><path d="M0 420h1500v180H0z" fill="${p.dark}"/><rect x="180" y="250" width="520" height="230" rx="12" fill="${p.brand}"/><rect x="220" y="300" width="130" height="110" rx="6" fill="#FFD66B"/><rect x="380" y="300" width="130" height="110" rx="6" fill="#FFD66B"/><rect x="540" y="300" width="120" height="180" rx="6" fill="#FFE9A8"/><rect x="160" y="222" width="560" height="40" rx="8" fill="${p.accent}"/>${plate("pizza", 1000, 470, 120, p)}`,
  );
}

function harborArt(title: string, p: Palette): string {
  const waves = [430, 480, 530]
    .map(
      (y, index) =>
        `<path d="M0 ${y}q62-28 125 0t125 0t125 0t125 0t125 0t125 0t125 0t125 0t125 0t125 0t125 0t125 0V600H0z" fill="${index === 2 ? p.dark : p.brand}" opacity="${0.5 + index * 0.25}"/>`,
    )
    .join("");
  return svg(
    1500,
    600,
    title,
    `<rect width="1500" height="600" fill="#BFD9EA"/><circle cx="300" cy="150" r="80" fill="#FCE3A3"/><rect x="1080" y="170" width="70" height="270" fill="#F4F1EA"/><rect x="1080" y="230" width="70" height="34" fill="${p.accent}"/><rect x="1080" y="320" width="70" height="34" fill="${p.accent}"/><path d="M1068 170h94l-18-40h-58z" fill="${p.dark}"/><circle cx="1115" cy="120" r="14" fill="#FFE28A"/><path d="M560 390l120-150v150z" fill="#fff"/><path d="M530 400h240l-30 34H560z" fill="${p.accent}"/>${waves}`,
  );
}

// ---- Venues: a storefront with an awning, windows and a sign. ----

function venueArt(title: string, sign: string, w: number, h: number, p: Palette): string {
  const bw = w * 0.7;
  const bx = (w - bw) / 2;
  const top = h * 0.3;
  const stripes = Array.from({ length: 10 }, (_, index) => {
    const x = bx + (bw / 10) * index;
    return `<path d="M${x.toFixed(0)} ${top + h * 0.16}h${(bw / 10).toFixed(0)}v${(h * 0.07).toFixed(0)}a${(bw / 20).toFixed(0)} ${(h * 0.035).toFixed(0)} 0 0 1-${(bw / 10).toFixed(0)} 0z" fill="${index % 2 === 0 ? p.accent : "#fff"}"/>`;
  }).join("");
  const windows = [0, 1, 2]
    .map(
      (index) =>
        `<rect x="${(bx + bw * 0.08 + index * bw * 0.31).toFixed(0)}" y="${(top + h * 0.3).toFixed(0)}" width="${(bw * 0.22).toFixed(0)}" height="${(h * 0.24).toFixed(0)}" rx="6" fill="#FFE9A8"/>`,
    )
    .join("");
  return svg(
    w,
    h,
    title,
    `<rect width="${w}" height="${h}" fill="${p.light}"/><circle cx="${w * 0.85}" cy="${h * 0.18}" r="${h * 0.09}" fill="${p.accent}" opacity=".5"/><ellipse cx="${w * 0.1}" cy="${h * 0.78}" rx="${w * 0.12}" ry="${h * 0.14}" fill="#7FB856"/><ellipse cx="${w * 0.92}" cy="${h * 0.8}" rx="${w * 0.1}" ry="${h * 0.12}" fill="#6BA34E"/><rect x="${bx}" y="${top}" width="${bw}" height="${h * 0.6}" fill="${p.brand}"/><rect x="${bx - 10}" y="${top - h * 0.04}" width="${bw + 20}" height="${h * 0.06}" fill="${p.dark}"/><rect x="${bx + bw * 0.25}" y="${top + h * 0.04}" width="${bw * 0.5}" height="${h * 0.1}" rx="6" fill="#fff"/><text x="${w / 2}" y="${top + h * 0.11}" font-family="sans-serif" font-weight="700" font-size="${(h * 0.055).toFixed(0)}" fill="${p.dark}" text-anchor="middle">${sign}</text>${stripes}${windows}<rect x="${w / 2 - bw * 0.07}" y="${top + h * 0.6 - h * 0.0}" width="0" height="0"/><rect y="${top + h * 0.6}" width="${w}" height="${h * 0.1}" fill="#C9C2B4"/>`,
  );
}

// ---- Farm scenes, people and logos. ----

function farmArt(title: string, crop: "kale" | "tomato", p: Palette): string {
  const rows = [0, 1, 2, 3]
    .map((row) => {
      const y = 300 + row * 80;
      const plants = Array.from({ length: 9 }, (_, index) => {
        const x = 60 + index * 90 + (row % 2) * 45;
        return crop === "kale"
          ? `<ellipse cx="${x}" cy="${y}" rx="30" ry="22" fill="#4E8F3A"/><ellipse cx="${x}" cy="${y - 8}" rx="18" ry="14" fill="#6FB35A"/>`
          : `<rect x="${x - 3}" y="${y - 50}" width="6" height="50" fill="#4E8F3A"/><circle cx="${x - 12}" cy="${y - 22}" r="11" fill="#E5533D"/><circle cx="${x + 12}" cy="${y - 34}" r="10" fill="#E5533D"/><circle cx="${x + 8}" cy="${y - 8}" r="9" fill="#F08A5D"/>`;
      }).join("");
      return `<rect y="${y + 10}" width="800" height="26" fill="#8B6A45" opacity=".35"/>${plants}`;
    })
    .join("");
  return svg(
    800,
    600,
    title,
    `<rect width="800" height="600" fill="#CFE6F2"/><circle cx="650" cy="110" r="60" fill="#FCE3A3"/><path d="M0 250q200-60 400 0t400 0V600H0z" fill="#B7D48F"/>${rows}<rect x="60" y="150" width="120" height="100" fill="${p.brand}"/><path d="M50 150l70-60 70 60z" fill="${p.accent}"/>`,
  );
}

function portraitArt(title: string, skin: string, hair: string, shirt: string, p: Palette) {
  return svg(
    400,
    400,
    title,
    `<rect width="400" height="400" fill="${p.light}"/><circle cx="200" cy="200" r="170" fill="${p.brand}" opacity=".14"/><path d="M70 400c10-90 60-130 130-130s120 40 130 130z" fill="${shirt}"/><path d="M170 262h60v36a30 30 0 0 1-60 0z" fill="${skin}"/><ellipse cx="200" cy="180" rx="72" ry="84" fill="${skin}"/><path d="M126 180c-8-80 40-112 78-112 52 0 82 40 72 112-8-40-30-62-74-66-40 4-66 26-76 66z" fill="${hair}"/><circle cx="176" cy="188" r="6" fill="#2B2B2B"/><circle cx="224" cy="188" r="6" fill="#2B2B2B"/><path d="M180 222q20 16 40 0" stroke="#8A4B3A" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  );
}

function logoArt(title: string, name: string, emblem: "cedar" | "anchor", p: Palette) {
  const mark =
    emblem === "cedar"
      ? `<path d="M30 8l16 22h-8l12 16h-9l11 14H10l11-14h-9l12-16h-8z" fill="#fff"/><rect x="27" y="60" width="6" height="8" fill="#fff"/>`
      : `<circle cx="30" cy="14" r="6" fill="none" stroke="#fff" stroke-width="4"/><path d="M30 20v44M18 32h24M10 46c2 12 10 18 20 18s18-6 20-18" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  return svg(
    240,
    72,
    title,
    `<rect width="240" height="72" rx="10" fill="${p.brand}"/><g transform="translate(8 0)">${mark}</g><text x="78" y="34" font-family="sans-serif" font-weight="700" font-size="20" fill="#fff">${name}</text><text x="78" y="54" font-family="sans-serif" font-size="12" letter-spacing="3" fill="${p.accent}">DINING</text>`,
  );
}

function welcomeArt(title: string, text: string, p: Palette): string {
  return svg(
    1200,
    300,
    title,
    `<rect width="1200" height="300" fill="${p.brand}"/><circle cx="1050" cy="60" r="200" fill="${p.accent}" opacity=".25"/><circle cx="120" cy="300" r="160" fill="#fff" opacity=".08"/>${plate("salad", 860, 160, 95, p)}${plate("pizza", 1060, 190, 80, p)}<text x="80" y="170" font-family="sans-serif" font-weight="700" font-size="54" fill="#fff">${text}</text>`,
  );
}

function phoneArt(title: string, p: Palette): string {
  return svg(
    1500,
    600,
    title,
    `<rect width="1500" height="600" fill="${p.light}"/><circle cx="1150" cy="300" r="260" fill="${p.brand}" opacity=".12"/><rect x="1030" y="70" width="240" height="470" rx="34" fill="${p.dark}"/><rect x="1046" y="100" width="208" height="410" rx="18" fill="#fff"/><rect x="1062" y="120" width="176" height="36" rx="8" fill="${p.brand}"/>${[
      0, 1, 2,
    ]
      .map(
        (index) =>
          `<rect x="1062" y="${172 + index * 100}" width="176" height="86" rx="10" fill="${p.light}"/><circle cx="1100" cy="${215 + index * 100}" r="24" fill="${[p.accent, "#7FB856", "#E5533D"][index]}"/><rect x="1134" y="${200 + index * 100}" width="90" height="10" rx="5" fill="#9AA3A0"/><rect x="1134" y="${220 + index * 100}" width="60" height="10" rx="5" fill="#C9CED0"/>`,
      )
      .join("")}${plate("ramen", 760, 330, 130, p)}`,
  );
}

// ---- What each campus gets, by the key its campus file uploads. ----

type Art = (p: Palette) => string;

const CEDAR: Record<string, Art> = {
  "images/cedar-ridge-logo.svg": (p) => logoArt("Cedar Ridge Dining", "Cedar Ridge", "cedar", p),
  "images/welcome-modal.svg": (p) =>
    welcomeArt("Welcome to Cedar Ridge Dining", "Welcome back!", p),
  "images/hero-welcome.svg": (p) =>
    heroDishes(
      "Salad, pancakes, pizza and ramen on a table",
      ["salad", "pancakes", "pizza", "ramen", "latte"],
      p,
    ),
  "images/hero-event.svg": (p) =>
    eventArt(
      "A long table under string lights",
      1500,
      600,
      ["squash", "salad", "pizza", "pancakes"],
      p,
      3,
    ),
  "images/hero-offer.svg": (p) => heroDishes("Two lattes", ["latte", "pancakes", "latte"], p),
  "images/hero-menu.svg": (p) =>
    heroDishes("Today's dishes", ["ramen", "sushi", "salad", "pizza"], p),
  "images/hero-app.svg": (p) => phoneArt("The dining app on a phone beside a bowl of ramen", p),
  "images/hero-late-night.svg": (p) => nightArt("Ridge Late Night under the stars", p),
  "images/photo-commons.svg": (p) => venueArt("Cedar Commons", "COMMONS", 800, 600, p),
  "section_banner/about-banner.svg": (p) =>
    heroDishes("Dishes from the Commons", ["salad", "squash", "pizza", "latte", "ramen"], p),
  "location/cedar-commons.svg": (p) => venueArt("Cedar Commons", "COMMONS", 800, 600, p),
  "location/page-turner.svg": (p) => venueArt("Page Turner Café", "CAFÉ", 800, 600, p),
  "images/event-harvest.svg": (p) =>
    eventArt("Harvest Dinner table", 800, 450, ["squash", "salad", "pancakes"], p, 11),
  "images/event-popup.svg": (p) => venueArt("Pop-up market stall", "MARKET", 800, 450, p),
  "special/offer-latte.svg": (p) => dishArt("latte", "A latte", p),
  "staff/maria-alvarez.svg": (p) => portraitArt("Maria Alvarez", "#C68E6B", "#3A2A22", p.brand, p),
  "staff/kenji-watanabe.svg": (p) =>
    portraitArt("Kenji Watanabe", "#E2B98F", "#1E1E1E", "#F4F1EA", p),
  "images/harvest-1.svg": (p) =>
    eventArt("Long tables set for the Harvest Dinner", 800, 600, ["squash", "salad"], p, 19),
  "images/harvest-2.svg": (p) => dishArt("squash", "Roasted squash", p),
  "images/harvest-3.svg": (p) => dishArt("salad", "Harvest salad", p),
  "images/farm-1.svg": (p) => farmArt("Rows of kale at the campus farm", "kale", p),
  "images/farm-2.svg": (p) => farmArt("Tomatoes at the campus farm", "tomato", p),
  "microsite/pavilion-banner.svg": (p) =>
    venueArt("The Ridge Dining Pavilion", "PAVILION", 1500, 600, p),
};

const HARBOR: Record<string, Art> = {
  "images/harbor-state-logo.svg": (p) =>
    logoArt("Harbor State Dining", "Harbor State", "anchor", p),
  "images/hero-harbor.svg": (p) => harborArt("A lighthouse over the harbour", p),
  "images/hero-chowder.svg": (p) =>
    heroDishes("Chowder and lobster rolls", ["chowder", "lobster", "breadbowl", "salad"], p),
  "section_banner/catering-banner.svg": (p) =>
    eventArt("A catered table", 1200, 300, ["lobster", "salad", "chowder", "sushi"], p, 5),
  "location/anchor.svg": (p) => venueArt("The Anchor", "THE ANCHOR", 800, 600, p),
  "images/chowder.svg": (p) => dishArt("chowder", "Clam chowder", p),
  "special/bread-bowl.svg": (p) => dishArt("breadbowl", "Chowder in a bread bowl", p),
  "staff/grace-kim.svg": (p) => portraitArt("Grace Kim", "#E8C3A0", "#2A1E1A", p.brand, p),
  "images/lobster-1.svg": (p) => dishArt("lobster", "A lobster roll", p),
  "images/lobster-2.svg": (p) =>
    eventArt("The lobster bake", 800, 600, ["lobster", "chowder"], p, 23),
  "images/club-eats-week.svg": (p) => clubEatsWeekArt(p),
};

const CAMPUSES: Record<string, Record<string, Art>> = {
  "cedar-ridge": CEDAR,
  "harbor-state": HARBOR,
};

interface FileEntry {
  path: string;
  key: string;
}

function main(): void {
  for (const [campus, arts] of Object.entries(CAMPUSES)) {
    const palette = PALETTES[campus];
    if (!palette) throw new Error(`No palette for ${campus}`);
    const campusFile = join(DEMO_DIR, campus, "campus.json");
    let text = readFileSync(campusFile, "utf8");
    const raw = JSON.parse(text) as { files: FileEntry[] };
    for (const [key, draw] of Object.entries(arts)) {
      const name = `art-${key.replace(/\//g, "-")}`;
      writeFileSync(join(DEMO_DIR, campus, "files", name), draw(palette));
      if (!raw.files.some((file) => file.key === key)) {
        throw new Error(`${campus}: no file uploads to ${key}`);
      }
      // Edit the one path in place, so the hand-formatted campus file keeps its layout.
      const entry = new RegExp(
        `("path":\\s*)"[^"]*"(\\s*,\\s*"key":\\s*"${key.replace(/[.]/g, "\\.")}")`,
      );
      text = text.replace(entry, `$1"files/${name}"$2`);
    }
    writeFileSync(campusFile, text);
    console.log(`  ${campus}: ${Object.keys(arts).length} illustrations`);
  }
}

main();
