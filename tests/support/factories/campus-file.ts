import type { CampusFileInput } from "../../../shared/onboarding/campus-file";

/**
 * A small valid raw campus file (JSON as a campus writes it): one building with one menu
 * location, one section with a child, one event, a logo, a survey and an order form.
 */
export function createCampusFile(overrides: Partial<CampusFileInput> = {}): CampusFileInput {
  return {
    site: {
      id: "test-campus",
      slug: "TestCampus",
      name: "Test Campus",
      time_zone: "America/Los_Angeles",
      brand_color: "#112233",
      text_color: "#FFFFFF",
      site_logo: { file_name: "logo.svg", logo_alt_text: "Test Campus" },
    },
    sections: [
      {
        id: "sec-about",
        name: "About",
        slug: "about",
        body: "<p>About us</p>",
        nodes: [{ id: "sec-staff", name: "Staff", slug: "staff", master_slug: "staff" }],
      },
    ],
    buildings: [{ id: "hall", name: "Hall" }],
    locations: [
      {
        id: "dining",
        name: "Dining",
        type: "webtrition",
        show_menus: true,
        building_id: "hall",
        schedules: [
          {
            id: "weekly",
            type: "location",
            start: "2026-01-01",
            end: "2026-12-31",
            days: [1, 2, 3],
            start_hour: 8,
            start_minutes: 0,
            end_hour: 20,
            end_minutes: 0,
          },
        ],
      },
    ],
    events: [
      {
        id: "fest",
        title: "Fest",
        start: "2026-11-20T18:00:00Z",
        end: "2026-11-20T20:00:00Z",
      },
    ],
    surveys: [
      {
        id: "poll",
        question: "Pizza or tacos?",
        choices: [
          { id: "pizza", choice: "Pizza", votes: 3 },
          { id: "tacos", choice: "Tacos" },
        ],
      },
    ],
    menus: [
      {
        location_id: "dining",
        day_offset: 0,
        periods: [{ id: "lunch", name: "Lunch", sort_order: 1, categories: [] }],
      },
    ],
    order_form: {
      settings: { tax_rate: 6.25 },
      selections: {
        locations: [],
        terms: [],
        types: [{ id: "student", name: "Student", meal_plans: ["gold"] }],
        years: [],
      },
      meal_plans: [{ id: "gold", name: "Gold", price: 150000, sort_order: 1 }],
      promo_codes: [{ code: "save5", type: "discount", adj: "percent", value: 5 }],
    },
    files: [{ path: "files/logo.svg", key: "images/logo.svg" }],
    ...overrides,
  };
}
