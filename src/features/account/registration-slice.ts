import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazyPartLoaded, rootReducer } from '@/lib/root-reducer';
import type {
  RegistrationAccountValues,
  RegistrationCompanyValues,
  RegistrationPersonalValues,
} from './registration-schema';

/** What the user typed in each step of the registration wizard (kept across steps). */
export interface RegistrationWizardState {
  termsAccepted: boolean;
  account: RegistrationAccountValues;
  personal: RegistrationPersonalValues;
  company: RegistrationCompanyValues;
}

export const emptyRegistration: RegistrationWizardState = {
  termsAccepted: false,
  account: { email: '', password: '', password_confirmation: '' },
  personal: { first_name: '', last_name: '', rut_user: '', phone_number: '', position: '' },
  company: { business_name: '', rut: '', direction: '', region: '', commune: '' },
};

export const registrationSlice = createSlice({
  name: 'registration',
  initialState: emptyRegistration,
  reducers: {
    termsAccepted(state) {
      state.termsAccepted = true;
    },
    accountStepSaved(state, action: PayloadAction<RegistrationAccountValues>) {
      state.account = action.payload;
    },
    personalStepSaved(state, action: PayloadAction<RegistrationPersonalValues>) {
      state.personal = action.payload;
    },
    companyStepSaved(state, action: PayloadAction<RegistrationCompanyValues>) {
      state.company = action.payload;
    },
    /** On /registered, or when the user leaves the wizard for any other page. */
    registrationCleared() {
      return emptyRegistration;
    },
  },
  selectors: {
    selectRegistration: (state) => state,
  },
});

// The wizard's state joins the store with the registration screens' code,
// not in the entry chunk (src/lib/root-reducer.ts).
const injectedRegistration = registrationSlice.injectInto(rootReducer);
lazyPartLoaded(registrationSlice.reducerPath);

declare module '@/lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's declaration merging for a lazy slice
  interface LazyLoadedSlices extends WithSlice<typeof registrationSlice> {}
}

export const {
  termsAccepted,
  accountStepSaved,
  personalStepSaved,
  companyStepSaved,
  registrationCleared,
} = registrationSlice.actions;

export const { selectRegistration } = injectedRegistration.selectors;
