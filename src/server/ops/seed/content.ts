import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { content, contentSections } from '../../db/schema/index';
import { sanitizeRichText } from '../../lib/rich-text';

interface DemoSection {
  name: string;
  slug: string;
  title: string;
  content: { title: string; copy: string };
}

const DEMO_SECTIONS: DemoSection[] = [
  {
    name: 'Welcome',
    slug: 'welcome',
    title: 'Welcome',
    content: {
      title: 'Welcome to CourseClock',
      copy:
        '<p>Time your runs on outdoor obstacle courses around Australia and see how you stack up.</p>' +
        '<p>Pick a location below to see its obstacles and leaderboard, then start the stopwatch when you hit the first obstacle. ' +
        'Sign up for free to save your times, track your progress and get SMS updates about events near you.</p>',
    },
  },
  {
    name: 'About',
    slug: 'about',
    title: 'About Us',
    content: {
      title: 'About CourseClock',
      copy:
        '<p>CourseClock started on the Bondi promenade, where a few regulars wanted a fair way to compare their times on the council obstacle course.</p>' +
        '<p>Today members record social runs at locations in four states, and accredited referees record Comp times at our events. ' +
        'There are two leaderboards for every location:</p>' +
        '<ul><li><strong>Social</strong>: times members record themselves with the stopwatch.</li>' +
        '<li><strong>Comp</strong>: times recorded by a referee at an event.</li></ul>' +
        '<p>Locations are public spaces: please share the equipment and look after each other.</p>',
    },
  },
  {
    name: 'Privacy Policy',
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    content: {
      title: 'Privacy Policy',
      copy:
        '<p>We collect the details you give us when you sign up (user name, e-mail address and mobile number), the times you record, ' +
        'and optionally your name, date of birth and a profile photo.</p>' +
        '<p><strong>How we use it.</strong> Your user name, photo and times appear on public leaderboards. We use your e-mail address and ' +
        'mobile number to confirm your account and, if you choose, to send event updates. You can opt out of SMS at any time from My Account.</p>' +
        '<p><strong>How long we keep it.</strong> Files, including account and results records, are kept for at least 7 years, as required for ' +
        'competition records.</p>' +
        '<p><strong>Photos.</strong> Uploaded photos are re-encoded and their location data is removed.</p>' +
        '<p><strong>Crossing photos.</strong> When a run is timed by a phone camera gate, the phone keeps a small picture of the start ' +
        'and of the finish: a narrow strip of the picture around the line, a few frames either side of the moment you crossed it, never ' +
        'a video. It shows whoever crossed the line at that moment. You and the club’s admins can see it beside the run, so a questioned ' +
        'run can be checked. Crossing photos are deleted after 90 days, and within two days of the run being deleted. The times themselves ' +
        'are kept as above.</p>' +
        '<p>We do not sell your information. To see or correct what we hold about you, contact us through the Feedback page.</p>',
    },
  },
  {
    name: 'Tips and Rules',
    slug: 'tips-and-rules',
    title: 'Tips & Rules',
    content: {
      title: 'Before you run',
      copy:
        '<ul><li>Warm up for at least five minutes and check the equipment is dry and secure.</li>' +
        '<li>Run the obstacles in order; the order is shown on each location page.</li>' +
        '<li>Start the stopwatch as you touch the first obstacle and stop it as you finish the last.</li>' +
        '<li>If you miss an obstacle, go back and complete it: a skipped obstacle is not a valid time.</li>' +
        '<li>Give way to children and other park users. The equipment is for everyone.</li></ul>' +
        '<p>Comp times can only be recorded by a referee at an event.</p>',
    },
  },
  {
    name: 'Feedback',
    slug: 'feedback',
    title: 'Feedback',
    content: {
      title: 'Tell us what you think',
      copy:
        '<p>Found a broken obstacle, a time that looks wrong, or have an idea for a new location? Send us a note below.</p>' +
        '<p>Every message is read by a person and we aim to review it within 1 business day.</p>',
    },
  },
];

/**
 * The demo's sections and their content. The sections the site's pages read already exist (migration
 * 0010_site_sections), so a section is added only when missing, and the demo's content replaces
 * whatever a section holds (the privacy policy's starter text).
 */
export async function insertContent(tx: Tx): Promise<void> {
  await tx
    .insert(contentSections)
    .values(DEMO_SECTIONS.map(({ name, slug, title }) => ({ name, slug, title })))
    .onConflictDoNothing();
  const sections = await tx
    .select({ id: contentSections.id, slug: contentSections.slug })
    .from(contentSections)
    .where(
      inArray(
        sql`lower(${contentSections.slug})`,
        DEMO_SECTIONS.map(({ slug }) => slug),
      ),
    );
  const idOf = new Map(sections.map((section) => [section.slug.toLowerCase(), section.id]));
  const ids = [...idOf.values()];
  await tx.delete(content).where(inArray(content.contentSectionId, ids));
  await tx.insert(content).values(
    DEMO_SECTIONS.map((section) => ({
      contentSectionId: idOf.get(section.slug) as number,
      title: section.content.title,
      copy: sanitizeRichText(section.content.copy),
    })),
  );
}
