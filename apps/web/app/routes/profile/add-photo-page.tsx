import { useNavigate } from 'react-router';
import { PhotoEditor } from '../../features/profile/components/photo-editor.tsx';
import { profilePaths } from '../../lib/paths.ts';

/** `/profile/personal-details/add-photo`: the photo step of personal details. */
export default function AddPhotoPage() {
  const navigate = useNavigate();
  return <PhotoEditor onDone={() => void navigate(profilePaths.personalDetails)} />;
}
