// Key people of a directory company, grouped in the four contact categories the company page
// offers (HR and recruiting, marketing/brand/events, membership/donor/alumni, executives).
import { hashString } from '../prng.js';
import type { Rng } from './rng.js';
import { fictionalPhone, type City } from './places.js';
import type { CompanyType, DirectoryContactCategory, DirectoryPerson, Industry, IndustryProfile, Segment } from './types.js';
import { FIRST_NAMES, LAST_NAMES } from './words.js';

export interface PeopleContext {
  domain: string;
  industry: Industry;
  profile: IndustryProfile;
  segment: Segment;
  type: CompanyType;
  hq: City;
}

const HR_TITLES = ['Director of Human Resources', 'Talent Acquisition Manager', 'HR Business Partner', 'Recruiting Coordinator', 'VP of People', 'Benefits & Culture Manager', 'HR Generalist'];
const HR_TITLES_PUBLIC = ['Human Resources Director', 'Personnel Analyst', 'Recruitment Coordinator', 'Employee Relations Manager'];
const MARKETING_TITLES = ['Marketing Director', 'VP of Marketing', 'Brand Manager', 'Events Manager', 'Marketing Coordinator', 'Communications Director', 'Trade Show Coordinator', 'Social Media Manager'];
const MARKETING_TITLES_PUBLIC = ['Communications Director', 'Public Information Officer', 'Community Engagement Manager', 'Special Events Coordinator'];
const MARKETING_TITLES_NONPROFIT = ['Marketing & Communications Director', 'Events Manager', 'Communications Coordinator', 'Community Engagement Manager', 'Special Events Coordinator'];
const ALUMNI_TITLES = ['Director of Alumni Relations', 'Alumni Engagement Coordinator', 'Director of Development', 'Annual Giving Manager', 'Major Gifts Officer'];
const DONOR_TITLES = ['Director of Development', 'Donor Relations Manager', 'Membership Manager', 'Annual Giving Coordinator', 'Major Gifts Officer', 'Volunteer & Membership Coordinator'];
const MEMBER_SERVICE_TITLES = ['Member Services Manager', 'Member Engagement Director', 'Member Relations Coordinator'];

/** Whether this organisation has members, donors or alumni to look after. */
export function hasMembership(industry: Industry, type: CompanyType): boolean {
  return industry === 'Education' || industry === 'Nonprofit' || type === 'Nonprofit';
}

function titlesFor(category: DirectoryContactCategory, ctx: PeopleContext): string[] {
  const publicBody = ctx.type === 'Government';
  switch (category) {
    case 'executive':
      return ctx.profile.executiveTitles;
    case 'hr':
      return publicBody ? HR_TITLES_PUBLIC : HR_TITLES;
    case 'marketing':
      if (publicBody) return MARKETING_TITLES_PUBLIC;
      return ctx.type === 'Nonprofit' ? MARKETING_TITLES_NONPROFIT : MARKETING_TITLES;
    case 'membership':
      if (ctx.industry === 'Education') return ALUMNI_TITLES;
      // Credit unions and electric co-ops have members; other nonprofits have donors.
      return ctx.industry === 'Finance' || ctx.industry === 'Energy' ? MEMBER_SERVICE_TITLES : DONOR_TITLES;
  }
}

const emailPart = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, '');

export function generatePeople(rng: Rng, ctx: PeopleContext): DirectoryPerson[] {
  const counts: [DirectoryContactCategory, number][] = [
    ['executive', rng.int(1, 3)],
    ['hr', rng.int(1, 2)],
    ['marketing', rng.int(1, 3)],
    ['membership', hasMembership(ctx.industry, ctx.type) ? rng.int(1, 3) : 0],
  ];
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  if (total < 4) counts[2][1] += 4 - total;
  if (total > 10) counts[2][1] -= total - 10;

  const usedNames = new Set<string>();
  const people: DirectoryPerson[] = [];
  for (const [category, n] of counts) {
    const pool = titlesFor(category, ctx);
    // The person who runs the organisation comes first among the executives.
    const leader = category === 'executive' ? (ctx.segment.leader ?? pool[0]) : null;
    const titles = leader
      ? [leader, ...rng.sample(pool.filter((t) => t !== leader), n - 1)]
      : rng.sample(pool, n);
    for (const title of titles) {
      let firstName: string;
      let lastName: string;
      do {
        firstName = rng.pick(FIRST_NAMES);
        lastName = rng.pick(LAST_NAMES);
      } while (usedNames.has(`${firstName} ${lastName}`));
      usedNames.add(`${firstName} ${lastName}`);
      const handle = `${emailPart(firstName)}-${emailPart(lastName)}-${hashString(`${ctx.domain}/${firstName}/${lastName}`).toString(16).slice(0, 5)}`;
      people.push({
        firstName,
        lastName,
        title,
        category,
        email: `${emailPart(firstName)}.${emailPart(lastName)}@${ctx.domain}`,
        linkedinUrl: `https://www.linkedin.com/in/${handle}`,
        phone: fictionalPhone(ctx.hq, rng.int(0, 99)),
      });
    }
  }
  return people;
}
