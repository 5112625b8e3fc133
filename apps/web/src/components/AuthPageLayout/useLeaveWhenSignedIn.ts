import { useSession } from '@portal/react'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'

/**
 * A member who opens /login or /register while signed in (or while a stored session is being restored) has
 * nothing to do there: they go to /. Someone who signs in on the page is sent on by the flow itself.
 */
export function useLeaveWhenSignedIn(): void {
  const [session] = useSession()
  const [, navigate] = useLocation()
  const [arrivedWithSession] = useState(session.hasToken)
  const leave = arrivedWithSession && session.isLogin
  useEffect(() => {
    if (leave) navigate('/', { replace: true })
  }, [leave, navigate])
}
