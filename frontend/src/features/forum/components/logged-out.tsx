import { LoginRequired } from '@/components/feedback/login-required';

/** The forum is for members (spec section 2). */
export function CommunityLoggedOut() {
  return (
    <LoginRequired
      title="Please log in to access the community"
      text="Ask questions, share tips and learn from tradespeople across the UK."
    />
  );
}
