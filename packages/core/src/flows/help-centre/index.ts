export { createHelpCentre, type HelpSection, helpSectionsOf } from './help-centre'
