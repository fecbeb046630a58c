// All industry profiles, keyed by industry.
import { FINANCE, HEALTHCARE, HOSPITALITY, MANUFACTURING, RETAIL, TECHNOLOGY } from './profiles-business.js';
import { CONSTRUCTION, EDUCATION, ENERGY, GOVERNMENT, NONPROFIT } from './profiles-public.js';
import { FOOD_BEVERAGE, MEDIA, PROFESSIONAL_SERVICES, REAL_ESTATE, TRANSPORTATION } from './profiles-services.js';
import type { Industry, IndustryProfile, TradeShow } from './types.js';

export const INDUSTRY_PROFILES: Record<Industry, IndustryProfile> = {
  Technology: TECHNOLOGY,
  Healthcare: HEALTHCARE,
  Education: EDUCATION,
  Finance: FINANCE,
  Manufacturing: MANUFACTURING,
  Retail: RETAIL,
  Hospitality: HOSPITALITY,
  Construction: CONSTRUCTION,
  Nonprofit: NONPROFIT,
  Government: GOVERNMENT,
  Energy: ENERGY,
  'Transportation & Logistics': TRANSPORTATION,
  'Professional Services': PROFESSIONAL_SERVICES,
  'Media & Entertainment': MEDIA,
  'Real Estate': REAL_ESTATE,
  'Food & Beverage': FOOD_BEVERAGE,
};

/** The trade shows an industry's companies go to. */
export const tradeShowsOf = (industry: Industry): readonly TradeShow[] => INDUSTRY_PROFILES[industry].tradeShows;
