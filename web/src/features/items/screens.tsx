import type { FeatureScreen } from '../shell/feature-screen';

export const itemScreens: FeatureScreen[] = [];
