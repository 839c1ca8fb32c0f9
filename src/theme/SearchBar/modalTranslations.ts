/** DocSearch modal strings, every one through translate() (ids `search.modal.*`). */
import { translate } from '@docusaurus/Translate';
import type { DocSearchModalProps } from '@docsearch/react/modal';

type ModalTranslations = NonNullable<DocSearchModalProps['translations']>;

export function modalTranslations(): ModalTranslations {
  return {
    searchBox: {
      placeholderText: translate({
        id: 'search.modal.searchBox.placeholderText',
        message: 'Search docs',
        description: 'Placeholder of the search input',
      }),
      placeholderTextAskAi: translate({
        id: 'search.modal.searchBox.placeholderTextAskAi',
        message: 'Ask another question…',
        description: 'Placeholder of the input in Ask AI mode',
      }),
      placeholderTextAskAiStreaming: translate({
        id: 'search.modal.searchBox.placeholderTextAskAiStreaming',
        message: 'Answering…',
        description: 'Placeholder while Ask AI writes an answer',
      }),
      searchInputLabel: translate({
        id: 'search.modal.searchBox.searchInputLabel',
        message: 'Search',
        description: 'Accessible label of the search input',
      }),
      clearButtonTitle: translate({
        id: 'search.modal.searchBox.clearButtonTitle',
        message: 'Clear the query',
        description: 'Title of the button clearing the query',
      }),
      clearButtonAriaLabel: translate({
        id: 'search.modal.searchBox.clearButtonAriaLabel',
        message: 'Clear the query',
        description: 'Accessible name of the button clearing the query',
      }),
      closeButtonText: translate({
        id: 'search.modal.searchBox.closeButtonText',
        message: 'Close',
        description: 'Text of the button closing the search (small screens)',
      }),
      closeButtonAriaLabel: translate({
        id: 'search.modal.searchBox.closeButtonAriaLabel',
        message: 'Close search',
        description: 'Accessible name of the button closing the search',
      }),
      backToKeywordSearchButtonText: translate({
        id: 'search.modal.searchBox.backToKeywordSearchButtonText',
        message: 'Back to keyword search',
        description: 'Button leaving Ask AI mode',
      }),
      backToKeywordSearchButtonAriaLabel: translate({
        id: 'search.modal.searchBox.backToKeywordSearchButtonAriaLabel',
        message: 'Back to keyword search',
        description: 'Accessible name of the button leaving Ask AI mode',
      }),
    },
    startScreen: {
      recentSearchesTitle: translate({
        id: 'search.modal.startScreen.recentSearchesTitle',
        message: 'Recent',
        description: 'Title of the recent searches',
      }),
      noRecentSearchesText: translate({
        id: 'search.modal.startScreen.noRecentSearchesText',
        message: 'No recent searches',
        description: 'Shown when there is no recent or favorite search',
      }),
      saveRecentSearchButtonTitle: translate({
        id: 'search.modal.startScreen.saveRecentSearchButtonTitle',
        message: 'Save this search',
        description: 'Title of the button making a recent search a favorite',
      }),
      removeRecentSearchButtonTitle: translate({
        id: 'search.modal.startScreen.removeRecentSearchButtonTitle',
        message: 'Remove this search from history',
        description: 'Title of the button removing a recent search',
      }),
      favoriteSearchesTitle: translate({
        id: 'search.modal.startScreen.favoriteSearchesTitle',
        message: 'Favorites',
        description: 'Title of the favorite searches',
      }),
      removeFavoriteSearchButtonTitle: translate({
        id: 'search.modal.startScreen.removeFavoriteSearchButtonTitle',
        message: 'Remove this search from favorites',
        description: 'Title of the button removing a favorite search',
      }),
      recentConversationsTitle: translate({
        id: 'search.modal.startScreen.recentConversationsTitle',
        message: 'Recent conversations',
        description: 'Title of the recent Ask AI conversations',
      }),
      removeRecentConversationButtonTitle: translate({
        id: 'search.modal.startScreen.removeRecentConversationButtonTitle',
        message: 'Remove this conversation from history',
        description: 'Title of the button removing a conversation',
      }),
    },
    // The development server has no index (it is read from the built HTML): say so instead of a network error.
    errorScreen:
      process.env.NODE_ENV === 'development'
        ? {
            titleText: translate({
              id: 'search.modal.devNotice.titleText',
              message: 'Search needs a production build',
              description: 'Title of the search screen in the development server, which has no search index',
            }),
            helpText: translate({
              id: 'search.modal.devNotice.helpText',
              message: 'The development server has no search index. Run npm run build, then npm run serve, to search.',
              description: 'Help text of the search screen in the development server (keep the commands as they are)',
            }),
          }
        : {
            titleText: translate({
              id: 'search.modal.errorScreen.titleText',
              message: 'Unable to fetch results',
              description: 'Title of the search error screen',
            }),
            helpText: translate({
              id: 'search.modal.errorScreen.helpText',
              message: 'You might want to check your network connection.',
              description: 'Help text of the search error screen',
            }),
          },
    noResultsScreen: {
      noResultsText: translate({
        id: 'search.modal.noResultsScreen.noResultsText',
        message: 'No results for',
        description: 'Shown before the query when nothing matches: No results for "query"',
      }),
      suggestedQueryText: translate({
        id: 'search.modal.noResultsScreen.suggestedQueryText',
        message: 'Try searching for',
        description: 'Introduces the suggested queries',
      }),
      reportMissingResultsText: translate({
        id: 'search.modal.noResultsScreen.reportMissingResultsText',
        message: 'Believe this query should return results?',
        description: 'No-results screen: question before the link to the contact page',
      }),
      reportMissingResultsLinkText: translate({
        id: 'search.modal.noResultsScreen.reportMissingResultsLinkText',
        message: 'Let us know.',
        description: 'No-results screen: link to the contact page, with the query',
      }),
    },
    resultsScreen: {
      askAiPlaceholder: translate({
        id: 'search.modal.resultsScreen.askAiPlaceholder',
        message: 'Ask AI: ',
        description: 'Prefix of the Ask AI entry in the results',
      }),
      noResultsAskAiPlaceholder: translate({
        id: 'search.modal.resultsScreen.noResultsAskAiPlaceholder',
        message: 'Nothing in the docs? Ask AI: ',
        description: 'Prefix of the Ask AI entry when nothing matches',
      }),
    },
    askAiScreen: {
      disclaimerText: translate({
        id: 'search.modal.askAiScreen.disclaimerText',
        message: 'Answers are generated with AI which can make mistakes. Verify responses.',
        description: 'Disclaimer under AI answers',
      }),
      relatedSourcesText: translate({
        id: 'search.modal.askAiScreen.relatedSourcesText',
        message: 'Related sources',
        description: 'Title of the sources of an AI answer',
      }),
      thinkingText: translate({
        id: 'search.modal.askAiScreen.thinkingText',
        message: 'Thinking…',
        description: 'Shown while the AI prepares an answer',
      }),
      copyButtonText: translate({
        id: 'search.modal.askAiScreen.copyButtonText',
        message: 'Copy',
        description: 'Button copying an AI answer',
      }),
      copyButtonCopiedText: translate({
        id: 'search.modal.askAiScreen.copyButtonCopiedText',
        message: 'Copied!',
        description: 'Confirmation after copying an AI answer',
      }),
      copyButtonTitle: translate({
        id: 'search.modal.askAiScreen.copyButtonTitle',
        message: 'Copy the answer',
        description: 'Title of the copy button',
      }),
      likeButtonTitle: translate({
        id: 'search.modal.askAiScreen.likeButtonTitle',
        message: 'Helpful answer',
        description: 'Title of the like button of an AI answer',
      }),
      dislikeButtonTitle: translate({
        id: 'search.modal.askAiScreen.dislikeButtonTitle',
        message: 'Unhelpful answer',
        description: 'Title of the dislike button of an AI answer',
      }),
      thanksForFeedbackText: translate({
        id: 'search.modal.askAiScreen.thanksForFeedbackText',
        message: 'Thank you for your feedback!',
        description: 'Shown after feedback on an AI answer',
      }),
      preToolCallText: translate({
        id: 'search.modal.askAiScreen.preToolCallText',
        message: 'Searching…',
        description: 'Before the AI searches the docs',
      }),
      duringToolCallText: translate({
        id: 'search.modal.askAiScreen.duringToolCallText',
        message: 'Searching for ',
        description: 'While the AI searches the docs (followed by the query)',
      }),
      afterToolCallText: translate({
        id: 'search.modal.askAiScreen.afterToolCallText',
        message: 'Searched for',
        description: 'After the AI searched the docs (followed by the queries)',
      }),
      stoppedStreamingText: translate({
        id: 'search.modal.askAiScreen.stoppedStreamingText',
        message: 'You stopped this answer.',
        description: 'Shown when the visitor stopped an AI answer',
      }),
      errorTitleText: translate({
        id: 'search.modal.askAiScreen.errorTitleText',
        message: 'The assistant could not answer',
        description: 'Title of an Ask AI error',
      }),
      startNewConversationButtonText: translate({
        id: 'search.modal.askAiScreen.startNewConversationButtonText',
        message: 'Start a new conversation',
        description: 'Button after a blocking Ask AI error',
      }),
    },
    footer: {
      selectText: translate({
        id: 'search.modal.footer.selectText',
        message: 'to select',
        description: 'Footer hint after the Enter key',
      }),
      selectKeyAriaLabel: translate({
        id: 'search.modal.footer.selectKeyAriaLabel',
        message: 'Enter key',
        description: 'Accessible name of the Enter key icon',
      }),
      navigateText: translate({
        id: 'search.modal.footer.navigateText',
        message: 'to navigate',
        description: 'Footer hint after the arrow keys',
      }),
      navigateUpKeyAriaLabel: translate({
        id: 'search.modal.footer.navigateUpKeyAriaLabel',
        message: 'Arrow up',
        description: 'Accessible name of the up arrow icon',
      }),
      navigateDownKeyAriaLabel: translate({
        id: 'search.modal.footer.navigateDownKeyAriaLabel',
        message: 'Arrow down',
        description: 'Accessible name of the down arrow icon',
      }),
      closeText: translate({
        id: 'search.modal.footer.closeText',
        message: 'to close',
        description: 'Footer hint after the Escape key',
      }),
      closeKeyAriaLabel: translate({
        id: 'search.modal.footer.closeKeyAriaLabel',
        message: 'Escape key',
        description: 'Accessible name of the Escape key icon',
      }),
      poweredByText: translate({
        id: 'search.modal.footer.poweredByText',
        message: 'Search by',
        description: 'Before the search provider logo (hosted search only)',
      }),
      submitQuestionText: translate({
        id: 'search.modal.footer.submitQuestionText',
        message: 'Submit question',
        description: 'Footer hint in Ask AI mode',
      }),
      backToSearchText: translate({
        id: 'search.modal.footer.backToSearchText',
        message: 'Back to search',
        description: 'Footer hint in Ask AI mode',
      }),
    },
    newConversation: {
      newConversationTitle: translate({
        id: 'search.modal.newConversation.newConversationTitle',
        message: 'How can I help you today?',
        description: 'Title of a new Ask AI conversation',
      }),
      newConversationDescription: translate({
        id: 'search.modal.newConversation.newConversationDescription',
        message: 'I search the documentation to help you find answers quickly.',
        description: 'Description of a new Ask AI conversation',
      }),
    },
  };
}

/** The error screen when the index itself is damaged (missing, cut short, not an index): not the network's fault. */
export function damagedIndexScreen(): { titleText: string; helpText: string } {
  return {
    titleText: translate({
      id: 'search.modal.damagedIndex.titleText',
      message: 'The search index is damaged',
      description: 'Title of the search error screen when the index file is missing or unreadable',
    }),
    helpText: translate({
      id: 'search.modal.damagedIndex.helpText',
      message: 'Search cannot read this site’s index. Browse the docs from the menu, or try again later.',
      description: 'Help text of the search error screen when the index file is missing or unreadable',
    }),
  };
}
