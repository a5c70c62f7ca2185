import type { Theme } from '@aws-amplify/ui-react';

/** Bahi's colours: the red of a bahi-khata's cloth binding, on paper. */
export const bahiTheme: Theme = {
  name: 'bahi',
  tokens: {
    colors: {
      brand: {
        primary: {
          10: '#fbeaea',
          20: '#f2c4c4',
          40: '#d77a7a',
          60: '#b13a3a',
          80: '#8a1c1c',
          90: '#6d1414',
          100: '#4f0d0d',
        },
      },
    },
  },
};
