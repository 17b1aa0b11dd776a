import { useMutation } from '@tanstack/react-query';
import type {
  OrganisationVerificationBody,
  RecruiterDetails,
  RecruiterSignInBody,
  RecruiterSignUpBody,
} from '@laufbahn/contracts/recruiter';
import { apiRequest } from '../../../lib/api-client.ts';

// A 401 here is the recruiter's own answer (wrong password, session over): never the members' login page.
const silence = [401] as const;

export const signUpRecruiter = (body: RecruiterSignUpBody) =>
  apiRequest<RecruiterDetails>('/api/recruiter/account', { method: 'POST', body, silence });

export const signInRecruiter = (body: RecruiterSignInBody) =>
  apiRequest<RecruiterDetails>('/api/recruiter/sign_in', { method: 'POST', body, silence });

export const signOutRecruiter = () => apiRequest<void>('/api/recruiter/sign_out', { method: 'DELETE', silence });

export const verifyOrganisation = (body: OrganisationVerificationBody) =>
  apiRequest<void>('/api/recruiter/verification', { method: 'POST', body, silence });

export const resendVerification = () =>
  apiRequest<void>('/api/recruiter/verification/mail', { method: 'POST', silence });

export const useSignUpRecruiter = () => useMutation({ mutationFn: signUpRecruiter });
export const useSignInRecruiter = () => useMutation({ mutationFn: signInRecruiter });
export const useVerifyOrganisation = () => useMutation({ mutationFn: verifyOrganisation });
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
