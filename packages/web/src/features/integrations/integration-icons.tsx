import { Link, NewLink, Refresh, Share, Trash, Unlink } from '@blueprintjs/icons';

/**
 * The integrations page's icons, one per meaning, the same on every card and as elsewhere in the app;
 * no icon stands for two things. Connect and Re-connect are one act (make the link, again) and draw
 * the connections page's 'Connect with another organization' icon; a made link draws the icon of a
 * finalized connection; Refresh only reads the card's data again; Share marks what opens in another
 * window, as APP does in the top bar.
 */
export const integrationIcons = {
  /** Make or remake the link with a port system. */
  connect: <NewLink />,
  /** Read the card's data from the platform again. */
  refresh: <Refresh />,
  /** Take the link away. */
  remove: <Trash />,
  /** Opens in a window of its own. */
  opensWindow: <Share />,
  /** The card's state: linked. */
  connected: <Link />,
  /** The card's state: not linked. */
  notConnected: <Unlink />,
} as const;
