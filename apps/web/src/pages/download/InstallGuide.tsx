import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { SegmentedTabs, tabId } from '../../components/form/SegmentedTabs/SegmentedTabs'
import { Modal } from '../../components/Modal/Modal'
import { type GuideSlide, GuideSwiper } from './GuideSwiper'
import styles from './InstallGuide.module.css'
import { StepScreen } from './StepScreen'

type Platform = 'ios' | 'android'

/** The install guide (spec §2 Download page): iOS first, five steps; Android three. */
export function InstallGuide({ onClose }: { onClose(): void }) {
  const { t } = useLingui()
  const [platform, setPlatform] = useState<Platform>('ios')
  const panelId = useId()
  const captions: Record<Platform, string[]> = {
    ios: [
      t`Scan the iOS code with the camera and open the link`,
      t`Allow the configuration profile to download`,
      t`Open Settings and tap "Profile Downloaded"`,
      t`Tap Install and enter your passcode`,
      t`Open the app from your home screen`,
    ],
    android: [
      t`Scan the Android code and download the package`,
      t`Allow installing apps from this source`,
      t`Install, then open the app`,
    ],
  }
  const slides: GuideSlide[] = captions[platform].map((caption, index) => ({
    key: `${platform}-${index}`,
    art: <StepScreen step={index + 1} platform={platform} />,
    caption,
  }))
  return (
    <Modal open size="form" title={<Trans>How to install</Trans>} onClose={onClose}>
      <div className={styles.guide}>
        <SegmentedTabs<Platform>
          label={t`Platform`}
          panelId={panelId}
          value={platform}
          onChange={setPlatform}
          options={[
            { value: 'ios', label: 'iOS' },
            { value: 'android', label: 'Android' },
          ]}
        />
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(panelId, platform)}>
          <GuideSwiper
            key={platform}
            slides={slides}
            label={platform === 'ios' ? t`iOS install steps` : t`Android install steps`}
          />
        </div>
      </div>
    </Modal>
  )
}
