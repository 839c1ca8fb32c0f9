import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import latestPost from '@generated/latest-post/default/latest-post.json';
import SearchField from '@site/src/components/SearchField';
import styles from './styles.module.css';

type Task = { readonly id: string; readonly to: string; readonly title: string; readonly line: string };

/** Our own line icons (24 px, stroked in the text colour): one per task, decorative. */
const ICONS: Record<string, ReactNode> = {
  start: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM10 8.5v7l5.5-3.5z" />,
  placements: <path d="M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM3 9h18M7 6.5h.01" />,
  tools: (
    <path d="M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM21 16l-5-5-9 9M9 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z" />
  ),
  policies: <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5" />,
  reporting: <path d="M3 20h18M6 20v-7M11 20V5M16 20v-9M21 20v-4" />,
  billing: <path d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM2 10h20M6 15h4" />,
  troubleshooting: (
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  ),
};

/** The tasks an advertiser comes to start, each on the page or category where it begins (the first one is wide). */
function tasks(): Task[] {
  return [
    {
      id: 'start',
      to: '/getting-started/create-account',
      title: translate({
        id: 'home.task.start.title',
        message: 'Start here',
        description: 'Home page task card: the getting started guides (links to Create an account)',
      }),
      line: translate({
        id: 'home.task.start.line',
        message: 'Create an account, then set up and launch your first campaign.',
        description: 'One-line description of the "Start here" task card on the home page',
      }),
    },
    {
      id: 'placements',
      to: '/category/ad-placements',
      title: translate({
        id: 'home.task.placements.title',
        message: 'Placements and specs',
        description: 'Home page task card: the ad placements and their creative specifications',
      }),
      line: translate({
        id: 'home.task.placements.line',
        message: 'Where your ads appear and what each creative needs.',
        description: 'One-line description of the "Placements and specs" task card on the home page',
      }),
    },
    {
      id: 'tools',
      to: '/category/creative-tools',
      title: translate({
        id: 'home.task.tools.title',
        message: 'Creative tools',
        description: 'Home page task card: the creative tools (same name as the sidebar category)',
      }),
      line: translate({
        id: 'home.task.tools.line',
        message: 'Check your new tab takeover images and preview a notification ad.',
        description: 'One-line description of the "Creative tools" task card on the home page',
      }),
    },
    {
      id: 'policies',
      to: '/category/advertiser-policies',
      title: translate({
        id: 'home.task.policies.title',
        message: 'Policies',
        description: 'Home page task card: the advertiser policies',
      }),
      line: translate({
        id: 'home.task.policies.line',
        message: 'What every ad must meet in the Brave browser and on Brave Search.',
        description: 'One-line description of the "Policies" task card on the home page',
      }),
    },
    {
      id: 'reporting',
      to: '/campaign-performance/reporting',
      title: translate({
        id: 'home.task.reporting.title',
        message: 'Reporting and API',
        description: 'Home page task card: reporting in Ads Manager and the reporting API',
      }),
      line: translate({
        id: 'home.task.reporting.line',
        message: 'Measure results in the dashboard or pull reports with the API.',
        description: 'One-line description of the "Reporting and API" task card on the home page',
      }),
    },
    {
      id: 'billing',
      to: '/account-management/billing',
      title: translate({
        id: 'home.task.billing.title',
        message: 'Billing and account',
        description: 'Home page task card: billing and account management (links to Billing)',
      }),
      line: translate({
        id: 'home.task.billing.line',
        message: 'Pricing models, payment methods and your account balance.',
        description: 'One-line description of the "Billing and account" task card on the home page',
      }),
    },
    {
      id: 'troubleshooting',
      to: '/campaign-performance/troubleshooting',
      title: translate({
        id: 'home.task.troubleshooting.title',
        message: 'Troubleshooting',
        description: 'Home page task card: why a campaign is not running',
      }),
      line: translate({
        id: 'home.task.troubleshooting.line',
        message: 'Find out why a campaign or an ad is not running.',
        description: 'One-line description of the "Troubleshooting" task card on the home page',
      }),
    },
  ];
}

type Answer = { readonly id: string; readonly to: string; readonly question: string };

/**
 * Questions advertisers ask most, each linked to the section that answers it (an explicit heading id, the same in
 * every locale; the build fails on a missing anchor). Direct answers, where the task cards lead to whole pages.
 */
function answers(): Answer[] {
  return [
    {
      id: 'ntt-image-sizes',
      to: '/ad-placements/brave-browser/ntt#background-images',
      question: translate({
        id: 'home.answer.nttImageSizes',
        message: 'What image sizes does a new tab takeover need?',
        description: 'Popular answer on the home page: links to the background image sizes of the new tab takeover',
      }),
    },
    {
      id: 'notification-copy',
      to: '/ad-placements/brave-browser/notification#ad-copy',
      question: translate({
        id: 'home.answer.notificationCopy',
        message: 'How long can a notification ad title and body be?',
        description: 'Popular answer on the home page: links to the character limits of notification ads',
      }),
    },
    {
      id: 'ways-to-pay',
      to: '/account-management/billing#ways-to-pay',
      question: translate({
        id: 'home.answer.waysToPay',
        message: 'How can I pay for my campaign?',
        description: 'Popular answer on the home page: links to the ways to pay (invoice, credit card, cryptocurrency)',
      }),
    },
    {
      id: 'no-impressions',
      to: '/campaign-performance/troubleshooting#active-but-no-impressions',
      question: translate({
        id: 'home.answer.noImpressions',
        message: 'Why is my active campaign getting no impressions?',
        description: 'Popular answer on the home page: links to troubleshooting an active campaign without impressions',
      }),
    },
    {
      id: 'budget-pacing',
      to: '/getting-started/create-a-campaign#budget',
      question: translate({
        id: 'home.answer.budgetPacing',
        message: 'How is my budget spent each day?',
        description:
          'Popular answer on the home page: links to how Ads Manager paces a total budget into daily budgets',
      }),
    },
    {
      id: 'add-users',
      to: '/account-management/managing-users#add-users-to-your-account',
      question: translate({
        id: 'home.answer.addUsers',
        message: 'How do I add users to my account?',
        description: 'Popular answer on the home page: links to adding users to an Ads Manager account',
      }),
    },
  ];
}

function PopularAnswers(): ReactNode {
  return (
    <nav className={styles.answers} aria-labelledby="home-answers-title">
      <h3 id="home-answers-title" className={styles.answersTitle}>
        {translate({
          id: 'home.answers.title',
          message: 'Common questions',
          description: 'Heading of the list of frequently asked questions on the home page, under the task cards',
        })}
      </h3>
      <ul>
        {answers().map((answer) => (
          <li key={answer.id}>
            <Link to={answer.to} data-answer={answer.id}>
              {answer.question}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Heading(): ReactNode {
  return (
    <>
      <h2 id="home-title" className={styles.title}>
        {translate({
          id: 'home.title',
          message: 'How can we help?',
          description: 'Heading of the home page tools (search, task cards, latest post), under the page title',
        })}
      </h2>
      <p className={styles.lead}>
        {translate({
          id: 'home.lead',
          message: 'Search the help center, or start with a task.',
          description: 'One-line lead under the home page heading, above the search field and the task cards',
        })}
      </p>
    </>
  );
}

/** The newest "What's new" post of this locale (from the build), its date in the locale's long format. */
function LatestPost(): ReactNode {
  const { i18n } = useDocusaurusContext();
  if (!latestPost) return null;
  const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  // The blog dates its posts in UTC: the same day here.
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(latestPost.date));
  return (
    <p className={styles.news} data-latest-post="">
      <strong className={styles.newsLabel}>
        {translate({
          id: 'home.whatsNew.label',
          message: "What's new",
          description: 'Label before the latest post on the home page (the blog is titled "What\'s new")',
        })}
      </strong>
      <Link to={latestPost.permalink}>{latestPost.title}</Link>
      <time dateTime={latestPost.date.slice(0, 10)} className={styles.newsDate}>
        {date}
      </time>
      <Link to="/blog" className={styles.newsAll}>
        {translate({
          id: 'home.whatsNew.all',
          message: "All of What's new",
          description: 'Link from the home page to the list of all "What\'s new" posts (the blog)',
        })}
      </Link>
    </p>
  );
}

function Tasks(): ReactNode {
  return (
    <>
      <ul className={styles.tasks}>
        {tasks().map((task) => (
          <li key={task.id} className={task.id === 'start' ? styles.wide : undefined}>
            <Link to={task.to} className={styles.task} data-task={task.id}>
              <svg
                className={styles.icon}
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false">
                {ICONS[task.id]}
              </svg>
              <span>
                <span className={styles.taskTitle}>{task.title}</span>
                <span className={styles.taskLine}>{task.line}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <PopularAnswers />
      <LatestPost />
    </>
  );
}

/** The home page's start: heading, lead, search field, task cards, popular answers and the latest post. */
export default function Parts(): ReactNode {
  return (
    <>
      <Heading />
      <SearchField className={styles.search} />
      <Tasks />
    </>
  );
}
