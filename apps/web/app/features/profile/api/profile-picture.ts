import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CropDimensions, ProfilePicture } from '@laufbahn/contracts/profile-picture';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useProfileSource } from '../../../lib/profile-source.tsx';

/** The stored original and its crop, or null when the profile has no photo. */
export const getPicture = (path: string) =>
  apiRequest<ProfilePicture>(path).catch((error) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });

export function usePicture() {
  const source = useProfileSource();
  return useQuery({ queryKey: [...source.queryKey, 'picture'], queryFn: () => getPicture(source.pictureApi) });
}

export const uploadPicture = (path: string, body: { picture: string; dimensions: CropDimensions }) =>
  apiRequest<ProfilePicture>(path, { method: 'POST', body });
export const recropPicture = (path: string, body: { dimensions: CropDimensions }) =>
  apiRequest<ProfilePicture>(path, { method: 'PATCH', body });
export const deletePicture = (path: string) => apiRequest<void>(path, { method: 'DELETE' });

function usePictureMutation<T, R>(fn: (path: string, body: T) => Promise<R>) {
  const client = useQueryClient();
  const source = useProfileSource();
  return useMutation({
    mutationFn: (body: T) => fn(source.pictureApi, body),
    // The picture's own key sits under the profile's, so both are fetched again.
    onSuccess: () => client.invalidateQueries({ queryKey: source.queryKey }),
  });
}

export const useUploadPicture = () => usePictureMutation(uploadPicture);
export const useRecropPicture = () => usePictureMutation(recropPicture);
export const useDeletePicture = () => usePictureMutation((path: string) => deletePicture(path));
