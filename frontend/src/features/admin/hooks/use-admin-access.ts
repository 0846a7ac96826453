import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUser } from '@/lib/auth';
import { toast } from '@/lib/toast-store';

const REDIRECT_MS = 2000;

/**
 * The dashboard's own permission check (spec section 2): admin e-mail or admin role. Anyone else
 * gets the 'Access Denied' toast and goes home after two seconds.
 */
export function useAdminAccess(): 'checking' | 'allowed' | 'denied' {
  const { user, isLoading } = useUser();
  const navigate = useNavigate();
  const allowed = !!user?.isAdmin;
  useEffect(() => {
    if (isLoading || allowed) return;
    toast({ title: 'Access Denied', description: "You don't have permission to access the admin dashboard.", variant: 'destructive' });
    const timer = window.setTimeout(() => navigate('/', { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isLoading, allowed, navigate]);
  if (isLoading) return 'checking';
  return allowed ? 'allowed' : 'denied';
}
