import type { MessageId } from '@scr/domain';

// react-intl's message ids are the domain catalogue's: an unknown id does not compile.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
