/**
 * A tiny site for the translation check: two English docs and a blog post, their Spanish
 * translations (stamped, correct), English UI defaults and the Spanish UI strings.
 * Tests copy it to a temp dir, then break one thing at a time.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashSource } from '../source-hash';
import { setTranslationSource } from '../stamp';

export const EN_INTRO = 'docs/guide/intro.md';
export const ES_INTRO = 'i18n/es/docusaurus-plugin-content-docs/current/guide/intro.md';
export const EN_SECOND = 'docs/guide/second.mdx';
export const ES_SECOND = 'i18n/es/docusaurus-plugin-content-docs/current/guide/second.mdx';
export const EN_POST = 'blog/2025-01-01-hello.md';
export const ES_POST = 'i18n/es/docusaurus-plugin-content-blog/2025-01-01-hello.md';

const FENCE = '```';

export const BASE_FILES: Record<string, string> = {
  [EN_INTRO]: `---
title: Getting started with the guide
description: How the guide works and where to find each part of it.
sidebar_position: 1
keywords:
  - guide
  - start
---

The guide explains how an advertiser plans, launches and measures a campaign with Brave Ads from the very first day.

## Before you begin {#before-you-begin}

You need an account in Ads Manager and a budget of at least 500 USD for your first campaign. Read [the second page](./second.mdx), the [pricing rules](/guide/second#pricing) and the [official site](https://brave.com/brave-ads/).

![Campaign overview](/img/overview.svg)

:::warning

Campaigns under review cannot be edited until the review ends, which usually takes one business day.

:::

### Check your setup

| Item | Value |
|---|---|
| Budget | 500 USD |

${FENCE}bash
# Download the report
curl -s https://ads.example.com/v1/report
${FENCE}

Read [the setup section](#check-your-setup) again before you launch anything.
`,
  [ES_INTRO]: `---
title: Primeros pasos con la guía
description: Cómo funciona la guía y dónde encontrar cada una de sus partes.
sidebar_position: 1
keywords:
  - guía
  - inicio
---

La guía explica cómo un anunciante planifica, lanza y mide una campaña con Brave Ads desde el primer día.

## Antes de empezar {#before-you-begin}

Necesita una cuenta en Ads Manager y un presupuesto de al menos 500 USD para su primera campaña. Lea [la segunda página](./second.mdx), las [reglas de precios](/guide/second#pricing) y el [sitio oficial](https://brave.com/brave-ads/).

![Resumen de la campaña](/img/overview.svg)

:::warning

Las campañas en revisión no se pueden modificar hasta que termine la revisión, que suele durar un día hábil.

:::

### Compruebe su configuración

| Elemento | Valor |
|---|---|
| Presupuesto | 500 USD |

${FENCE}bash
# Descargar el informe
curl -s https://ads.example.com/v1/report
${FENCE}

Vuelva a leer [la sección de configuración](#compruebe-su-configuración) antes de lanzar cualquier cosa.
`,
  [EN_SECOND]: `---
title: Second page
sidebar_position: 2
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Campaigns can be paid per thousand impressions or per click, depending on the placement you choose.

## Pricing {#pricing}

<Tabs>
<TabItem value="cpm" label="CPM">

Notification ads are sold per thousand impressions, with a minimum spend that depends on the country.

</TabItem>
</Tabs>
`,
  [ES_SECOND]: `---
title: Segunda página
sidebar_position: 2
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Las campañas se pueden pagar por cada mil impresiones o por clic, según la ubicación que elija.

## Precios {#pricing}

<Tabs>
<TabItem value="cpm" label="CPM">

Los anuncios de notificación se venden por cada mil impresiones, con un gasto mínimo que depende del país.

</TabItem>
</Tabs>
`,
  [EN_POST]: `---
title: Hello from the team
authors: [team]
tags: [news]
date: 2025-01-01
---

This is the first post of the blog, where the team writes about changes to the product and to the guide.

<!-- truncate -->

More details follow in the coming weeks, once the new reporting features reach every advertiser account.
`,
  [ES_POST]: `---
title: Hola de parte del equipo
authors: [team]
tags: [news]
date: 2025-01-01
---

Esta es la primera entrada del blog, donde el equipo escribe sobre los cambios del producto y de la guía.

<!-- truncate -->

Pronto publicaremos más detalles, cuando las nuevas funciones de informes lleguen a todas las cuentas de anunciante.
`,
  'ui-en/code.json': JSON.stringify(
    {
      'home.title': { message: 'Welcome to the help centre', description: 'Home page title' },
      'home.cta': { message: 'Read the guide: {link}', description: 'Call to action' },
      'footer.legal': { message: '© 2025 Example Company, Inc.', description: 'Legal line' },
      'nav.blog': { message: 'Blog', description: 'Navbar link' },
    },
    null,
    2,
  ),
  'ui-en/docusaurus-theme-classic/navbar.json': JSON.stringify(
    { 'item.label.Sign up': { message: 'Sign up', description: 'Navbar item with label Sign up' } },
    null,
    2,
  ),
  'i18n/es/code.json': JSON.stringify(
    {
      'home.title': { message: 'Bienvenido al centro de ayuda', description: 'Home page title' },
      'home.cta': { message: 'Lea la guía: {link}', description: 'Call to action' },
      'footer.legal': { message: '© 2025 Example Company, Inc.', description: 'Legal line' },
      'nav.blog': { message: 'Blog', description: 'Navbar link' },
    },
    null,
    2,
  ),
  'i18n/es/docusaurus-theme-classic/navbar.json': JSON.stringify(
    { 'item.label.Sign up': { message: 'Regístrese', description: 'Navbar item with label Sign up' } },
    null,
    2,
  ),
  'i18n/untranslated-allowlist.json': JSON.stringify(
    {
      entries: [
        {
          file: 'code.json',
          key: 'footer.legal',
          locales: ['es'],
          reason: 'Legal company name, the same in every edition.',
        },
      ],
    },
    null,
    2,
  ),
};

/** Translations the fixture stamps with their English source's hash. */
const TRANSLATIONS: [string, string][] = [
  [ES_INTRO, EN_INTRO],
  [ES_SECOND, EN_SECOND],
  [ES_POST, EN_POST],
];

export type Fixture = {
  dir: string;
  read: (rel: string) => string;
  write: (rel: string, text: string) => void;
  edit: (rel: string, from: string | RegExp, to: string) => void;
  remove: (rel: string) => void;
  cleanup: () => void;
};

export function createFixture(): Fixture {
  const dir = mkdtempSync(path.join(tmpdir(), 'translations-fixture-'));
  const write = (rel: string, text: string): void => {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  const read = (rel: string): string => readFileSync(path.join(dir, rel), 'utf8');
  for (const [rel, text] of Object.entries(BASE_FILES)) write(rel, text);
  for (const [translation, source] of TRANSLATIONS) {
    write(translation, setTranslationSource(read(translation), hashSource(read(source))).text);
  }
  return {
    dir,
    read,
    write,
    edit: (rel, from, to) => {
      const before = read(rel);
      const after = before.replace(from, to);
      if (after === before) throw new Error(`fixture edit changed nothing in ${rel}: ${String(from)}`);
      write(rel, after);
    },
    remove: (rel) => rmSync(path.join(dir, rel), { force: true }),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
