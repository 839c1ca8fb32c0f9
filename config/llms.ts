/**
 * llms.txt, llms-full.txt and the Markdown of every page (src/plugins/content/llms): the words on top of each
 * edition's llms.txt. Pages, sections and descriptions come from the sidebar and the docs' front matter.
 */
import type { LlmsLocaleText, LlmsPluginOptions } from '../src/plugins/content/llms';
import { brand } from './brand';
import { localeCodes, localeConfigs, localePrefix, type LocaleCode } from './locales';
import { searchIndexOptions } from './search';

const other = (locale: LocaleCode): string =>
  localeCodes
    .filter((code) => code !== locale)
    .map((code) => `${localeConfigs[code].label}: ${brand.siteUrl}${localePrefix(code)}/llms.txt`)
    .join('; ');

const full = (locale: LocaleCode): string => `${brand.siteUrl}${localePrefix(locale)}/llms-full.txt`;

export const llmsText: Record<LocaleCode, LlmsLocaleText> = {
  en: {
    siteName: 'Brave Ads help center',
    summary:
      'Documentation for advertisers on Brave Ads: creating an account and a campaign, the ad placements in the Brave browser and Brave Search with their specifications, targeting, reporting, billing and the advertiser policies.',
    details: `Each link below leads to the page as Markdown. Every page in one file: ${full('en')}. Other languages: ${other('en')}.`,
    topLevelTitle: 'Overview',
  },
  de: {
    siteName: 'Brave Ads Hilfe-Center',
    summary:
      'Dokumentation für Werbetreibende bei Brave Ads: Konto und Kampagne anlegen, die Anzeigenplatzierungen im Brave-Browser und in Brave Search mit ihren Spezifikationen, Targeting, Berichte, Abrechnung und die Richtlinien für Werbetreibende.',
    details: `Jeder Link unten führt zur Seite als Markdown. Alle Seiten in einer Datei: ${full('de')}. Andere Sprachen: ${other('de')}.`,
    topLevelTitle: 'Überblick',
  },
  es: {
    siteName: 'Centro de ayuda de Brave Ads',
    summary:
      'Documentación para anunciantes de Brave Ads: crear una cuenta y una campaña, las ubicaciones de anuncios en el navegador Brave y en Brave Search con sus especificaciones, la segmentación, los informes, la facturación y las políticas para anunciantes.',
    details: `Cada enlace lleva a la página en Markdown. Todas las páginas en un solo archivo: ${full('es')}. Otros idiomas: ${other('es')}.`,
    topLevelTitle: 'Introducción',
  },
  fr: {
    siteName: "Centre d'aide Brave Ads",
    summary:
      'Documentation pour les annonceurs de Brave Ads : créer un compte et une campagne, les emplacements publicitaires dans le navigateur Brave et dans Brave Search avec leurs spécifications, le ciblage, les rapports, la facturation et les politiques publicitaires.',
    details: `Chaque lien mène à la page au format Markdown. Toutes les pages dans un seul fichier : ${full('fr')}. Autres langues : ${other('fr')}.`,
    topLevelTitle: 'Présentation',
  },
  pt: {
    siteName: 'Central de ajuda do Brave Ads',
    summary:
      'Documentação para anunciantes do Brave Ads: criar uma conta e uma campanha, os posicionamentos de anúncios no navegador Brave e no Brave Search com suas especificações, direcionamento, relatórios, cobrança e as políticas para anunciantes.',
    details: `Cada link leva à página em Markdown. Todas as páginas em um único arquivo: ${full('pt')}. Outros idiomas: ${other('pt')}.`,
    topLevelTitle: 'Visão geral',
  },
};

export const llmsOptions: LlmsPluginOptions = {
  excludeRoutes: searchIndexOptions.excludeRoutes,
  text: llmsText,
  titleSuffix: searchIndexOptions.titleSuffix,
  sidebar: 'tutorialSidebar',
};
