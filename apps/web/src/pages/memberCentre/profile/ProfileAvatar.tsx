import { useState } from 'react'
import { Icon } from '../../../components/Icon/Icon'
import profile from './Profile.module.css'

/** The avatar of the icon call, or the default one when there is none or it fails to load (spec §8). */
export function ProfileAvatar({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null)
  if (!src || failed === src)
    return (
      <span className={`${profile.avatar} ${profile.defaultAvatar}`}>
        <Icon name="user" size={32} />
      </span>
    )
  return (
    <img className={profile.avatar} src={src} alt="" width={72} height={72} onError={() => setFailed(src)} />
  )
}
