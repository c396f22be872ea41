import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAIN_WIZARD_STEPS } from '@party/domain';
import { draftReset } from './checkout-slice';

export type WizardStep = 1 | 2 | 3;
/** Step 2's choice: 'I will do it later' collapses the food sections, 'I will do it now' expands them. */
export type FoodPlan = 'later' | 'now';

export interface WizardState {
  step: WizardStep;
  foodPlan: FoodPlan;
}

export const initialWizardState: WizardState = { step: 1, foodPlan: 'later' };

export const wizardSlice = createSlice({
  name: 'wizard',
  initialState: initialWizardState,
  reducers: {
    /** Next advances by one, only below the last step. */
    stepForward(state) {
      if (state.step < MAIN_WIZARD_STEPS) state.step = (state.step + 1) as WizardStep;
    },
    /** Previous goes back by one, only above step 1. */
    stepBack(state) {
      if (state.step > 1) state.step = (state.step - 1) as WizardStep;
    },
    /** Back from step 3 to the food step with every section open ('Go Back to Add Items'). */
    backToFood(state) {
      state.step = 2;
      state.foodPlan = 'now';
    },
    foodPlanChosen(state, action: PayloadAction<FoodPlan>) {
      state.foodPlan = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Reset clears the draft and returns to step 1.
    builder.addCase(draftReset, () => initialWizardState);
  },
  selectors: {
    selectStep: (state) => state.step,
    selectFoodPlan: (state) => state.foodPlan,
  },
});

export const { stepForward, stepBack, backToFood, foodPlanChosen } = wizardSlice.actions;
export const { selectStep, selectFoodPlan } = wizardSlice.selectors;
