import { toast } from "@/lib/toast";
import { create } from "zustand";
import type { AuthUser } from "@pasal/shared";
import { m } from "@/paraglide/messages";
import { errorMessage } from "./api-client";
import { asAuthUser, getSession, postLogin, postLogout, postSignup, type LoginInput, type SignupInput } from "./auth/auth-api";

type AuthState = {
  authUser: AuthUser | null;
  isCheckingAuth: boolean;
  isSigningUp: boolean;
  isLoggingIn: boolean;
  checkAuth: () => Promise<void>;
  /** Each resolves to whether it worked; failures are already reported with a toast. */
  signup: (input: SignupInput) => Promise<boolean>;
  login: (input: LoginInput) => Promise<boolean>;
  logout: () => Promise<boolean>;
  setAuthUser: (user: AuthUser | null) => void;
};

/** The session as the whole storefront sees it (docs/requirements/accounts.md#sign-up-and-sign-in). */
export const useAuthStore = create<AuthState>((set) => ({
  authUser: null,
  isCheckingAuth: true,
  isSigningUp: false,
  isLoggingIn: false,

  // Any failure of the session check simply means "signed out" (docs/requirements/accounts.md#sessions).
  checkAuth: async () => {
    set({ isCheckingAuth: true });
    try {
      set({ authUser: asAuthUser(await getSession()) });
    } catch {
      set({ authUser: null });
    } finally {
      set({ isCheckingAuth: false });
    }
  },

  signup: async (input) => {
    set({ isSigningUp: true });
    try {
      const { user } = await postSignup(input);
      set({ authUser: user });
      toast.success(m.auth_account_created());
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    } finally {
      set({ isSigningUp: false });
    }
  },

  login: async (input) => {
    set({ isLoggingIn: true });
    try {
      const { user } = await postLogin(input);
      set({ authUser: user });
      toast.success(m.auth_logged_in());
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    } finally {
      set({ isLoggingIn: false });
    }
  },

  logout: async () => {
    try {
      await postLogout();
      set({ authUser: null });
      toast.success(m.auth_logged_out());
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  },

  setAuthUser: (authUser) => set({ authUser }),
}));
