import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CropDimensions, ProfilePicture } from '@laufbahn/contracts/profile-picture';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { profileKey } from '../../../lib/query-keys.ts';
import { PROFILE_PATH } from './get-profile.ts';

const PICTURE_PATH = `${PROFILE_PATH}/profile_picture`;
export const pictureKey = ['profile', 'picture'] as const;

/** The stored original and its crop, or null when the member has no photo. */
export const getPicture = () =>
  apiRequest<ProfilePicture>(PICTURE_PATH).catch((error) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });

export const usePicture = () => useQuery({ queryKey: pictureKey, queryFn: getPicture });

export const uploadPicture = (body: { picture: string; dimensions: CropDimensions }) =>
  apiRequest<ProfilePicture>(PICTURE_PATH, { method: 'POST', body });
export const recropPicture = (body: { dimensions: CropDimensions }) =>
  apiRequest<ProfilePicture>(PICTURE_PATH, { method: 'PATCH', body });
export const deletePicture = () => apiRequest<void>(PICTURE_PATH, { method: 'DELETE' });

function usePictureMutation<T, R>(fn: (body: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: profileKey })]),
  });
}

export const useUploadPicture = () => usePictureMutation(uploadPicture);
export const useRecropPicture = () => usePictureMutation(recropPicture);
export const useDeletePicture = () => usePictureMutation(deletePicture);
