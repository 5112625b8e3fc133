export { avatarRecord, createAvatarPicker, validateAvatar } from './create-avatar-picker'
