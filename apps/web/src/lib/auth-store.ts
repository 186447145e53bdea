import toast from "react-hot-toast";
import { create } from "zustand";
import { api, errorMessage } from "./api-client";

/** The signed-in user as GET /api/auth/check returns it (spec part 1 §3). */
export type AuthUser = {
  _id: string;
  fullName: string;
  email: string;
  phoneNumber?: string;
  isGoogle?: boolean;
  shippingAddress?: Record<string, string | undefined>;
};

type AuthState = {
  authUser: AuthUser | null;
  isCheckingAuth: boolean;
  checkAuth: () => Promise<void>;
  logout: () => Promise<void>;
};

export const useAuthStore = create<AuthState>((set) => ({
  authUser: null,
  isCheckingAuth: true,

  // Any failure of the session check simply means "signed out" (spec part 1 §8).
  checkAuth: async () => {
    set({ isCheckingAuth: true });
    try {
      const user = await api.get<AuthUser>("/auth/check");
      set({ authUser: user && typeof user === "object" && "_id" in user ? user : null });
    } catch {
      set({ authUser: null });
    } finally {
      set({ isCheckingAuth: false });
    }
  },

  logout: async () => {
    try {
      await api.get("/auth/logout");
      set({ authUser: null });
      toast.success("Logged out successfully");
    } catch (error) {
      toast.error(errorMessage(error));
    }
  },
}));
