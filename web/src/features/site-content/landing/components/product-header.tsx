import { UtensilsCrossed } from "lucide-react";
import { Link } from "react-router-dom";
import { Icon } from "@/components/icon";

/**
 * The product's own header on the pages without a campus (/ and /campuses). Its rows have the
 * site header's heights, the ones the app shell in web/index.html draws (docs/web-app.md).
 */
export function ProductHeader() {
  return (
    <header className="product-header">
      <div className="product-header__inner">
        <Link to="/" className="product-mark">
          <Icon icon={UtensilsCrossed} size={24} />
          Dine On Campus
        </Link>
        <nav className="product-header__nav" aria-label="Dine On Campus">
          <ul>
            <li>
              <Link to="/" className="nav-item">
                Find your school
              </Link>
            </li>
            <li>
              <Link to="/campuses" className="nav-item">
                All campuses
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
