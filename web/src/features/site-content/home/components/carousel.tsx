import type { HomepageImage, Site } from "@shared/site-content/schemas/site";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { buttonClassName } from "@/components/button-style";
import { siteFileUrl } from "@/lib/content/site-files";
import { carouselTarget } from "../lib/carousel-target";

const CONTROL = buttonClassName({ variant: "secondary", size: "sm" });

/** requirements: public-browsing §9: carousel autoplay 4000 ms. */
export const AUTOPLAY_MS = 4000;

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The home carousel (requirements: public-browsing §2 Home page): looped autoplay every 4 s with a
 * Pause/Play button; no autoplay with one image or fewer, nor when the visitor asks for
 * reduced motion (they can still step through with Previous/Next).
 */
export function Carousel({ site }: { site: Site }) {
  const images = site.homepage_images;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => images.length > 1 && !prefersReducedMotion());

  useEffect(() => {
    if (!playing || images.length <= 1) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % images.length),
      AUTOPLAY_MS,
    );
    return () => window.clearInterval(timer);
  }, [playing, images.length]);

  if (images.length === 0) return null;
  const step = (by: number) =>
    setIndex((current) => (current + by + images.length) % images.length);
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label="Featured">
      <div className="carousel__slides" aria-live={playing ? "off" : "polite"}>
        {images.map((image, position) => (
          <Slide
            key={image.file_name}
            site={site}
            image={image}
            hidden={position !== index}
            first={position === 0}
            next={position === (index + 1) % images.length}
            label={`${position + 1} of ${images.length}`}
          />
        ))}
      </div>
      {images.length > 1 && site.carousel_control ? (
        <div className="carousel__controls">
          <button type="button" className={CONTROL} onClick={() => step(-1)}>
            Previous
          </button>
          <button type="button" className={CONTROL} onClick={() => setPlaying(!playing)}>
            {playing ? "Pause" : "Play"}
          </button>
          <button type="button" className={CONTROL} onClick={() => step(1)}>
            Next
          </button>
        </div>
      ) : null}
    </section>
  );
}

function Slide(props: {
  site: Site;
  image: HomepageImage;
  hidden: boolean;
  /** The slide shown on load: the page's largest paint, fetched first and never deferred. */
  first: boolean;
  /** The slide autoplay shows next: its image loads ahead, so it is there when shown. */
  next: boolean;
  label: string;
}) {
  const { site, image, hidden, first, next, label } = props;
  const target = carouselTarget(site, image, window.location.origin);
  const picture = (
    <figure className="carousel__figure">
      {/* Slides further on wait until they come near; the first is the page's largest paint. */}
      <img
        src={siteFileUrl(site.id, "image", image.file_name)}
        alt={image.alt}
        loading={first || next || !hidden ? "eager" : "lazy"}
        fetchPriority={first ? "high" : "auto"}
      />
      {image.caption ? (
        <figcaption style={{ color: image.caption_color }}>{image.caption}</figcaption>
      ) : null}
    </figure>
  );
  let content = picture;
  if (target?.internal) content = <Link to={target.href}>{picture}</Link>;
  else if (target) {
    content = (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {picture}
      </a>
    );
  }
  return (
    <section
      className="carousel__slide"
      aria-roledescription="slide"
      aria-label={label}
      hidden={hidden}
    >
      {content}
    </section>
  );
}
