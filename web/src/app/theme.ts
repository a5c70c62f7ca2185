import type { Theme } from '@aws-amplify/ui-react';

const shade = (value: string) => ({ value });

/** The red of a bahi-khata's cloth binding. */
const BINDING_RED = {
  10: shade('#fbeaea'),
  20: shade('#f2c4c4'),
  40: shade('#d77a7a'),
  60: shade('#b13a3a'),
  80: shade('#8a1c1c'),
  90: shade('#6d1414'),
  100: shade('#4f0d0d'),
};

/** Bahi's colours: binding red on paper. Amplify reads both `primary` and `brand.primary`. */
export const bahiTheme: Theme = {
  name: 'bahi',
  tokens: {
    colors: {
      primary: BINDING_RED,
      brand: { primary: BINDING_RED },
      font: { interactive: shade('#8a1c1c') },
    },
  },
};
