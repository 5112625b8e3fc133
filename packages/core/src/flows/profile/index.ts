export { createProfile } from './create-profile'
export { connectProfile } from './profile.connect'
export {
  avatarOf,
  type ProfileField,
  type ProfileMeta,
  profileFieldNames,
  profileRecord,
  profileRequest,
  validateProfile,
} from './profile.rules'
